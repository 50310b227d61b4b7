import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createHostApiClient, type HostApiClient } from './createHostApiClient.js'
import type { HostApiRequestEvent, HostApiResponseEvent } from './requestHooks.js'
import { json, type RecordedCall, type Step, scriptedFetch } from './testing/scriptedFetch.js'

// The property: whatever the key and the secret (URL-special characters included), whatever
// the endpoint and whatever the service answers (echoing the URL in bodies and errors), no form
// of either reaches onRequest or onResponse.

const RUNS = 500

const quote = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }
const legacyQuote = { ...quote, paymentMethodType: 'CARD_PAYMENT' as const }

/** Every endpoint; `secret` goes where one is taken. */
const ENDPOINTS: ReadonlyArray<(client: HostApiClient, secret: string) => Promise<unknown>> = [
  (client) => client.v3.getAssets({ currencyCode: 'USD' }),
  (client) => client.v3.getOfframpAssets(),
  (client) => client.v3.getCurrencies(),
  (client, secret) => client.v3.getSale('sale-1', secret),
  (client) => client.v3.getOnrampQuote(quote),
  (client) => client.v3.getOfframpQuote(quote),
  (client) => client.v2.getAssets(),
  (client) => client.legacy.getAssets(),
  (client) => client.legacy.getCountries(),
  (client) => client.legacy.getQuote(legacyQuote),
  (client, secret) => client.legacy.getPurchase('purchase-1', secret),
]

/** Answers that put the whole URL, credentials included, wherever a service or fetch might. */
const ANSWERS: Record<string, (call: RecordedCall) => Response> = {
  ok: () => json({}),
  serverError: (call) => json({ code: 'DOWN', message: call.url, url: call.url }, 503),
  tooMany: (call) => json({ code: 'SLOW_DOWN', message: call.url }, 429, { 'retry-after': '0' }),
  refused: (call) => json({ code: 'REFUSED', message: `bad ${call.url}` }, 400),
  html: (call) => new Response(`<p>${call.url}</p>`, { status: 502 }),
  network: (call) => {
    throw new TypeError(`fetch failed: ${call.url}`, { cause: new Error(call.url) })
  },
}

/** A credential: at least 6 characters, drawn mostly from those a URL treats specially. */
const credential = fc
  .array(fc.constantFrom(...'/+=&?#% "\\\'<>é😀', ...'aZ09-_.~'), { minLength: 6, maxLength: 24 })
  .map((chars) => chars.join(''))

/** The forms a credential takes in a URL, a form-encoded query or a JSON string. */
const formsOf = (value: string) => [
  value,
  encodeURIComponent(value),
  new URLSearchParams({ s: value }).toString().slice(2),
  JSON.stringify(value).slice(1, -1),
]

type Seen = HostApiRequestEvent | HostApiResponseEvent

/** Calls one endpoint through a client with these credentials; the hooks' events, durations left out. */
async function observe(
  endpoint: number,
  answers: readonly string[],
  hostApiKey: string,
  secret: string,
): Promise<Seen[]> {
  const seen: Seen[] = []
  const steps: Step[] = answers.map((name) => ANSWERS[name] ?? ANSWERS.ok!)
  const client = createHostApiClient({
    baseUrl: 'https://api.test/api',
    hostApiKey,
    fetch: scriptedFetch(steps).fetch,
    sleep: async () => {},
    random: () => 0.5,
    onRequest: (event) => seen.push(event),
    onResponse: ({ durationMs: _, ...event }) => seen.push(event as HostApiResponseEvent),
  })
  await ENDPOINTS[endpoint]?.(client, secret).catch(() => {})
  return seen
}

describe('request hooks never see a credential', () => {
  it(`holds for random keys and secrets, endpoints and answers (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        credential,
        credential,
        fc.nat({ max: ENDPOINTS.length - 1 }),
        fc.array(fc.constantFrom(...Object.keys(ANSWERS)), { minLength: 1, maxLength: 3 }),
        async (hostApiKey, secret, endpoint, answers) => {
          const seen = await observe(endpoint, answers, hostApiKey, secret)
          // The events do not depend on the credentials at all ...
          expect(seen).toEqual(await observe(endpoint, answers, 'KEY', 'SECRET'))
          expect(seen.length).toBeGreaterThan(0)
          // ... and hold none of their forms, except one that text without them holds too.
          const text = JSON.stringify(seen)
          const clean = JSON.stringify(await observe(endpoint, answers, '@@', '@@'))
          const leaked = [...formsOf(hostApiKey), ...formsOf(secret)].filter(
            (form) => text.includes(form) && !clean.includes(form),
          )
          expect(leaked).toEqual([])
          // Where the query carries them, they read ***.
          for (const { path } of seen) {
            const query = new URLSearchParams(path.split('?')[1] ?? '')
            for (const name of ['hostApiKey', 'secret']) {
              if (query.has(name)) expect(query.get(name)).toBe('***')
            }
          }
        },
      ),
      { numRuns: RUNS },
    )
  })
})
