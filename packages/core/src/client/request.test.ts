import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHostApiClient, type HostApiClientOptions } from './createHostApiClient.js'
import { HostApiError } from './HostApiError.js'
import { hostAssetsConfig, onrampQuote } from './testing/fixtures.js'
import { json, type Step, scriptedFetch, text } from './testing/scriptedFetch.js'
import { testClient } from './testing/testClient.js'

// The fault matrix: every way a call can fail, through the public client.

const KEY = 'sk_live_K3Y/with+odd=chars&more'
const SECRET = 'view token/with&odd=chars'
const quoteBody = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }

// The key has characters URL encodings change, to prove no form of it leaks.
const setup = (steps: Step[], options: Partial<HostApiClientOptions> = {}) =>
  testClient(steps, { hostApiKey: KEY, ...options })

async function failure(promise: Promise<unknown>): Promise<HostApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HostApiError)
  return error as HostApiError
}

describe('error mapping', () => {
  it('a JSON error body gives its code and the rest as details, and is not retried', async () => {
    const { client, calls } = setup([
      json({ code: 'UNKNOWN_ASSET', message: 'No such asset', asset: 'ETH_NOPE' }, 400),
    ])
    const error = await failure(client.v3.getOnrampQuote(quoteBody))
    expect(error).toMatchObject({
      name: 'HostApiError',
      status: 400,
      code: 'UNKNOWN_ASSET',
      details: { message: 'No such asset', asset: 'ETH_NOPE' },
    })
    expect(error.message).toContain('400 UNKNOWN_ASSET: No such asset')
    expect(error.message).toContain('POST https://api.test/api/host-api/v3/onramp/quote/all')
    expect(calls).toHaveLength(1)
  })

  it('a non-JSON body gives HTTP_<status>, and a 502 is retried', async () => {
    const html = text('<html><body>Bad gateway</body></html>', 502)
    const { client, calls, waits } = setup([html])
    const error = await failure(client.v3.getAssets())
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502' })
    expect(error.details).toBeUndefined()
    expect(calls).toHaveLength(3)
    expect(waits).toEqual([187.5, 375])
  })

  it('JSON without a string code is not an error body: HTTP_<status>', async () => {
    const { client } = setup([json({ error: 'nope' }, 404)])
    expect(await failure(client.v3.getAssets())).toMatchObject({ status: 404, code: 'HTTP_404' })
  })

  it('malformed JSON on a 200 is INVALID_RESPONSE and is not retried', async () => {
    const { client, calls } = setup([text('{"assets": [', 200)])
    const error = await failure(client.v3.getAssets())
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' })
    expect(calls).toHaveLength(1)
  })

  it('an empty 200 body is INVALID_RESPONSE', async () => {
    const { client } = setup([text('', 200)])
    expect(await failure(client.legacy.getCountries())).toMatchObject({ code: 'INVALID_RESPONSE' })
  })

  it('a thrown fetch is NETWORK_ERROR with its cause, retried until it succeeds', async () => {
    const refused = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') })
    const { client, calls, waits } = setup([refused, refused, json(hostAssetsConfig)])
    await expect(client.v3.getAssets()).resolves.toEqual(hostAssetsConfig)
    expect(calls).toHaveLength(3)
    expect(waits).toHaveLength(2)
  })

  it('gives up after `retries` further attempts with NETWORK_ERROR', async () => {
    const refused = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') })
    const { client, calls } = setup([refused], { retries: 1 })
    const error = await failure(client.v3.getAssets())
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
    expect(error.cause).toBeInstanceOf(Error)
    expect((error.cause as Error).message).toBe('fetch failed')
    expect(((error.cause as Error).cause as Error).message).toBe('connect ECONNREFUSED')
    expect(calls).toHaveLength(2)
  })

  it('retries: 0 makes a single attempt', async () => {
    const { client, calls } = setup([text('', 503)], { retries: 0 })
    await failure(client.v3.getAssets())
    expect(calls).toHaveLength(1)
  })

  it.each([400, 401, 403, 404, 409, 422])('a %i is never retried', async (status) => {
    const { client, calls } = setup([json({ code: 'NOPE' }, status)])
    expect(await failure(client.v3.getAssets())).toMatchObject({ status, code: 'NOPE' })
    expect(calls).toHaveLength(1)
  })

  it('backoff doubles and jitter spans half to all of each step', async () => {
    const low = setup([text('', 500)], { retries: 3, random: () => 0 })
    await failure(low.client.v3.getAssets())
    expect(low.waits).toEqual([125, 250, 500])
    const high = setup([text('', 500)], { retries: 3, random: () => 0.999999 })
    await failure(high.client.v3.getAssets())
    high.waits.forEach((ms, i) => {
      expect(ms).toBeLessThanOrEqual(250 * 2 ** i)
      expect(ms).toBeGreaterThan(249.99 * 2 ** i)
    })
  })
})

describe('validate (opt-in)', () => {
  it('passes the resource name and body to the injected validator', async () => {
    const validate = vi.fn(() => ({ ok: true as const }))
    const { client } = setup([json(hostAssetsConfig)], { validate })
    await client.v3.getAssets()
    expect(validate).toHaveBeenCalledWith('HostAssetsConfig', hostAssetsConfig)
  })

  it('a failed validation is INVALID_RESPONSE with the issues, not retried', async () => {
    const issues = [{ path: 'assets.0.decimals', message: 'Expected number' }]
    const { client, calls } = setup([json({ assets: 'nope' })], {
      validate: () => ({ ok: false, issues }),
    })
    const error = await failure(client.v3.getAssets())
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', status: 200, details: { issues } })
    expect(error.message).toContain('not a valid HostAssetsConfig')
    expect(calls).toHaveLength(1)
  })
})

describe('timeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('an attempt with no answer within timeoutMs is TIMEOUT, retried, and its fetch aborted', async () => {
    const { client, calls } = setup(['hang'], { timeoutMs: 1000 })
    const result = failure(client.v3.getAssets())
    await vi.advanceTimersByTimeAsync(3000)
    expect(await result).toMatchObject({ status: 0, code: 'TIMEOUT' })
    expect((await result).message).toContain('no response within 1000 ms')
    expect(calls).toHaveLength(3)
    expect(calls.every((call) => call.signal?.aborted)).toBe(true)
  })

  it('times out even when fetch ignores its signal', async () => {
    const { client, calls } = setup(['deaf', json(hostAssetsConfig)], { timeoutMs: 500 })
    const result = client.v3.getAssets()
    await vi.advanceTimersByTimeAsync(500)
    await expect(result).resolves.toEqual(hostAssetsConfig)
    expect(calls).toHaveLength(2)
  })

  it('covers reading the body, not only the headers', async () => {
    const slowBody = () => new Response(new ReadableStream({ start() {} }), { status: 200 }) // never closes
    const { client } = setup([slowBody], { timeoutMs: 200, retries: 0 })
    const result = failure(client.v3.getAssets())
    await vi.advanceTimersByTimeAsync(200)
    expect(await result).toMatchObject({ code: 'TIMEOUT' })
  })

  it('the default sleep waits the backoff on the clock', async () => {
    const script = scriptedFetch([text('', 503), json(hostAssetsConfig)])
    const client = createHostApiClient({
      baseUrl: 'https://api.test/api',
      fetch: script.fetch,
      random: () => 0,
    })
    const result = client.v3.getAssets()
    await vi.advanceTimersByTimeAsync(124)
    expect(script.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(script.calls).toHaveLength(2)
    await expect(result).resolves.toEqual(hostAssetsConfig)
  })
})

describe('429 and Retry-After', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  // The clock reads 2026-11-20T10:00:00Z; jitter 0.5 makes the first backoff 187.5 ms.
  it.each([
    ['the seconds it gives', '2', 2000],
    ['until the HTTP date it gives', 'Fri, 20 Nov 2026 10:00:03 GMT', 3000],
    ['no time for a date in the past', 'Fri, 20 Nov 2026 09:00:00 GMT', 0],
    ['the backoff when it is unreadable', 'soon', 187.5],
  ])('a 429 with Retry-After waits %s, then retries', async (_, retryAfter, wait) => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00Z') })
    const { client, waits } = setup([
      text('slow down', 429, { 'retry-after': retryAfter }),
      json(hostAssetsConfig),
    ])
    await expect(client.v3.getAssets()).resolves.toEqual(hostAssetsConfig)
    expect(waits).toEqual([wait])
  })

  it('exhausted retries reject with the code and retryAfterMs', async () => {
    const { client, calls } = setup([json({ code: 'RATE_LIMITED' }, 429, { 'retry-after': '1' })])
    const error = await failure(client.v3.getAssets())
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterMs: 1000 })
    expect(calls).toHaveLength(3)
  })

  it('a Retry-After beyond the 10 s cap is not waited out: rejects at once with retryAfterMs', async () => {
    const { client, calls, waits } = setup([text('', 429, { 'retry-after': '3600' })])
    const error = await failure(client.v3.getAssets())
    expect(error).toMatchObject({ status: 429, code: 'HTTP_429', retryAfterMs: 3_600_000 })
    expect(calls).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('exactly the cap is still waited', async () => {
    const { client, waits } = setup([text('', 429, { 'retry-after': '10' }), json({})])
    await client.v3.getAssets()
    expect(waits).toEqual([10_000])
  })
})

describe('quotes (POST) are retried like GETs, as they change nothing', () => {
  it('a 503 is retried with the same body and query', async () => {
    const { client, calls } = setup([text('', 503), json(onrampQuote)])
    await expect(client.v3.getOnrampQuote(quoteBody)).resolves.toEqual(onrampQuote)
    expect(calls).toHaveLength(2)
    expect(calls[1]).toMatchObject({ method: 'POST', url: calls[0]!.url, body: calls[0]!.body })
    expect(JSON.parse(calls[1]!.body!)).toEqual(quoteBody)
  })

  it('a network error is retried for off-ramp and legacy quotes', async () => {
    const { client, calls } = setup([new TypeError('fetch failed'), json({ ok: 1 })])
    await client.v3.getOfframpQuote(quoteBody)
    const legacy = setup([new TypeError('fetch failed'), json({ ok: 1 })])
    await legacy.client.legacy.getQuote({ ...quoteBody, cryptoAssetSymbol: 'ETH' })
    expect(calls).toHaveLength(2)
    expect(legacy.calls).toHaveLength(2)
  })

  it('a 400 on a quote is final', async () => {
    const { client, calls } = setup([json({ code: 'AMOUNT_TOO_LOW' }, 400)])
    await failure(client.v3.getOnrampQuote(quoteBody))
    expect(calls).toHaveLength(1)
  })
})

describe('abort', () => {
  const reason = new Error('user left the page')

  it('an already aborted signal rejects with its reason and sends nothing', async () => {
    const { client, calls } = setup([json(hostAssetsConfig)])
    const controller = new AbortController()
    controller.abort(reason)
    await expect(client.v3.getAssets({}, { signal: controller.signal })).rejects.toBe(reason)
    expect(calls).toHaveLength(0)
  })

  it('aborting during a request rejects at once with the reason, no retry', async () => {
    const { client, calls } = setup(['hang', json(hostAssetsConfig)])
    const controller = new AbortController()
    const result = client.v3.getAssets(undefined, { signal: controller.signal })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    controller.abort(reason)
    await expect(result).rejects.toBe(reason)
    expect(calls[0]!.signal?.aborted).toBe(true)
    expect(calls).toHaveLength(1)
  })

  it('even when fetch ignores the signal', async () => {
    const { client, calls } = setup(['deaf'])
    const controller = new AbortController()
    const result = client.legacy.getPurchase('p_1', SECRET, { signal: controller.signal })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    controller.abort('gone')
    await expect(result).rejects.toBe('gone')
  })

  it('aborting between retries (during the backoff) rejects at once, with no further call', async () => {
    vi.useFakeTimers()
    try {
      // The default sleep: a 125–250 ms backoff on the (fake) clock, cut short by the abort.
      const script = scriptedFetch([text('', 503), json(hostAssetsConfig)])
      const client = createHostApiClient({ baseUrl: 'https://api.test/api', fetch: script.fetch })
      const controller = new AbortController()
      const result = client.v3.getAssets(undefined, { signal: controller.signal })
      result.catch(() => {})
      await vi.advanceTimersByTimeAsync(10)
      expect(script.calls).toHaveLength(1)
      controller.abort(reason)
      await expect(result).rejects.toBe(reason)
      await vi.advanceTimersByTimeAsync(10_000)
      expect(script.calls).toHaveLength(1)
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('an injected sleep receives the signal', async () => {
    const script = scriptedFetch([text('', 503), json(hostAssetsConfig)])
    const signals: (AbortSignal | undefined)[] = []
    const client = createHostApiClient({
      baseUrl: 'https://api.test/api',
      fetch: script.fetch,
      sleep: async (_, signal) => {
        signals.push(signal)
      },
    })
    const controller = new AbortController()
    await client.v3.getAssets(undefined, { signal: controller.signal })
    expect(signals).toEqual([controller.signal])
  })

  it('aborting a POST quote during its attempt is not retried either', async () => {
    const { client, calls } = setup(['hang'])
    const controller = new AbortController()
    const result = client.v3.getOnrampQuote(quoteBody, { signal: controller.signal })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    controller.abort(reason)
    await expect(result).rejects.toBe(reason)
    expect(calls).toHaveLength(1)
  })

  it('a long-lived signal keeps no listeners from finished calls', async () => {
    const { client } = setup([json(hostAssetsConfig)])
    const controller = new AbortController()
    const add = vi.spyOn(controller.signal, 'addEventListener')
    const remove = vi.spyOn(controller.signal, 'removeEventListener')
    for (let i = 0; i < 5; i++) await client.v3.getAssets({}, { signal: controller.signal })
    await failure(client.v3.getSale('', SECRET, { signal: controller.signal }))
    expect(add.mock.calls.length).toBe(5)
    expect(remove.mock.calls.length).toBe(add.mock.calls.length)
  })
})

describe('credentials never leak', () => {
  const forms = [KEY, encodeURIComponent(KEY), SECRET, encodeURIComponent(SECRET)]
  forms.push(new URLSearchParams({ k: KEY }).toString().slice(2))
  forms.push(new URLSearchParams({ s: SECRET }).toString().slice(2))

  function expectClean(error: HostApiError) {
    const seen: string[] = [error.message, String(error), JSON.stringify(error.details ?? null)]
    for (let cause = error.cause; cause; cause = (cause as Error).cause) {
      seen.push(String(cause), (cause as Error).message ?? '', (cause as Error).stack ?? '')
    }
    seen.push(error.stack ?? '')
    for (const text of seen) for (const form of forms) expect(text).not.toContain(form)
    expect(error.message).toContain('***')
  }

  // What the call carried (the sale and purchase calls carry SECRET, every call knows KEY).
  const carried = (url: string) => [KEY, ...new URL(url).searchParams.values()]
  const echoUrl = (call: { url: string }) =>
    json({ code: 'BAD', message: `rejected ${call.url}`, nested: { echo: carried(call.url) } }, 400)
  const throwUrl = (call: { url: string }): Response => {
    throw new TypeError(`request to ${call.url} failed`, {
      cause: new Error(`socket for ${decodeURIComponent(call.url)} closed: ${carried(call.url)}`),
    })
  }

  const cases: [string, Step[]][] = [
    ['a JSON error body echoing them', [echoUrl]],
    ['a fetch error whose message holds the URL', [throwUrl]],
    ['an HTML error page', [(call) => text(`<p>${carried(call.url).join(' ')}</p>`, 500)]],
    ['malformed JSON', [text(`{${KEY}`, 200)]],
    ['a timeout', ['deaf']],
  ]

  it.each(cases)('through %s', async (_, steps) => {
    const quote = setup(steps, { retries: 0, timeoutMs: 20 })
    expectClean(await failure(quote.client.v3.getOnrampQuote(quoteBody)))
    const sale = setup(steps, { retries: 0, timeoutMs: 20 })
    expectClean(await failure(sale.client.v3.getSale('s_1', SECRET)))
    const purchase = setup(steps, { retries: 0, timeoutMs: 20 })
    expectClean(await failure(purchase.client.legacy.getPurchase('p_1', SECRET)))
    const assets = setup(steps, { retries: 0, timeoutMs: 20 })
    expectClean(await failure(assets.client.legacy.getAssets()))
  })

  it('a secret query value that is not a string is masked too', async () => {
    const { client } = setup([echoUrl], { retries: 0 })
    const error = await failure(client.legacy.getAssets({ hostApiKey: 987654321 as never }))
    expect(error.message).not.toContain('987654321')
    expect(JSON.stringify(error.details)).not.toContain('987654321')
    expect(error.message).toContain('hostApiKey=***')
  })

  it('through validation issues that quote them', async () => {
    const { client } = setup([json({})], {
      validate: () => ({ ok: false, issues: [{ path: 'x', message: `bad ${KEY} ${SECRET}` }] }),
    })
    const error = await failure(client.v3.getSale('s_1', SECRET))
    expect(JSON.stringify(error.details)).not.toContain(KEY)
    expect(JSON.stringify(error.details)).not.toContain(SECRET)
  })

  it('while the request itself does carry them', async () => {
    const { client, calls } = setup([json(onrampQuote), json({})])
    await client.v3.getOnrampQuote(quoteBody)
    await client.v3.getSale('s_1', SECRET)
    expect(new URL(calls[0]!.url).searchParams.get('hostApiKey')).toBe(KEY)
    expect(new URL(calls[1]!.url).searchParams.get('secret')).toBe(SECRET)
  })
})
