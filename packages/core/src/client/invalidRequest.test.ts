import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type QuoteBodyField, type QuoteRuleCode, quoteRuleWords } from '../hostApi/quoteRules.js'
import { createHostApiClient, type HostApiClient } from './createHostApiClient.js'
import { HostApiError } from './HostApiError.js'
import { INVALID_REQUEST_DOCS, REQUEST_RULES } from './invalidRequest.js'
import { TEST_KEY, testClient } from './testing/testClient.js'

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8')
const section = readme.slice(readme.indexOf('<a id="invalid-request"></a>'))

// Types refuse some of these bodies already; the checks are for JavaScript callers.
const quote = { cryptoAssetSymbol: 'ETH_USDC', fiatCurrency: 'EUR', cryptoAmount: '1' }
const options = { baseUrl: 'https://api.test/api' }
// A quote rule's words are the quote rules table's (hostApi/quoteRules.ts).
const says = (field: QuoteBodyField, code: QuoteRuleCode, legacy = false) =>
  quoteRuleWords({ field, code }, legacy ? 'legacyQuote' : 'quote')

/** Each check the client makes before sending: the field it names and development's rule. */
const cases: [field: string, rule: string, run: (client: HostApiClient) => unknown][] = [
  ['baseUrl', REQUEST_RULES.url, () => createHostApiClient({ baseUrl: 'ftp://x' })],
  [
    'legacyBaseUrl',
    REQUEST_RULES.url,
    () => createHostApiClient({ ...options, legacyBaseUrl: 'https://x/?a=1' }),
  ],
  ['timeoutMs', REQUEST_RULES.timeoutMs, () => createHostApiClient({ ...options, timeoutMs: 0 })],
  ['retries', REQUEST_RULES.retries, () => createHostApiClient({ ...options, retries: 1.5 })],
  [
    'hostApiKey',
    REQUEST_RULES.hostApiKey,
    () => createHostApiClient(options).v3.getOnrampQuote(quote),
  ],
  ['body', says('body', 'INVALID_PARAMS'), (client) => client.v3.getOnrampQuote(null as never)],
  [
    'cryptoAssetSymbol',
    says('cryptoAssetSymbol', 'INVALID_ASSET'),
    (client) => client.v3.getOfframpQuote({ ...quote, cryptoAssetSymbol: 'ETH' }),
  ],
  [
    'cryptoAssetSymbol',
    says('cryptoAssetSymbol', 'INVALID_ASSET', true),
    (client) => client.legacy.getQuote({ ...quote, cryptoAssetSymbol: 'eth usdc' }),
  ],
  [
    'fiatCurrency',
    says('fiatCurrency', 'INVALID_CURRENCY'),
    (client) => client.v3.getOnrampQuote({ ...quote, fiatCurrency: 'EURO' }),
  ],
  [
    'cryptoAmount',
    says('cryptoAmount', 'AMOUNT_REQUIRED'),
    (client) => client.v3.getOnrampQuote({ ...quote, cryptoAmount: undefined } as never),
  ],
  [
    'cryptoAmount',
    says('cryptoAmount', 'INVALID_AMOUNT'),
    (client) => client.v3.getOnrampQuote({ ...quote, cryptoAmount: '0' }),
  ],
  [
    'fiatValue',
    says('fiatValue', 'AMOUNT_CONFLICT'),
    (client) => client.v3.getOnrampQuote({ ...quote, fiatValue: 10 } as never),
  ],
  [
    'fiatValue',
    says('fiatValue', 'INVALID_AMOUNT', true),
    (client) => client.legacy.getQuote({ ...quote, cryptoAmount: undefined, fiatValue: -1 }),
  ],
  [
    'userCountryCode',
    says('userCountryCode', 'INVALID_LOCATION'),
    (client) => client.v3.getOnrampQuote({ ...quote, userCountryCode: 'DEU' }),
  ],
  [
    'userRegionCode',
    says('userRegionCode', 'INVALID_LOCATION'),
    (client) => client.v3.getOnrampQuote({ ...quote, userRegionCode: 'BY-1' }),
  ],
  ['countryCode', REQUEST_RULES.country, (client) => client.v3.getCurrencies({ countryCode: 'x' })],
  ['id', REQUEST_RULES.nonEmpty, (client) => client.v3.getSale(' ', 'secret')],
  ['secret', REQUEST_RULES.nonEmpty, (client) => client.legacy.getPurchase('p1', '')],
]

/** The error the check raises, with nothing sent. */
async function rejection(run: (client: HostApiClient) => unknown): Promise<HostApiError> {
  const { client, calls } = testClient([])
  const error = await Promise.resolve()
    .then(() => run(client))
    .then(
      () => {
        throw new Error('expected INVALID_REQUEST')
      },
      (e: unknown) => e,
    )
  expect(calls).toEqual([])
  expect(error).toBeInstanceOf(HostApiError)
  return error as HostApiError
}

function production(): void {
  vi.stubEnv('NODE_ENV', 'production')
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('invalidRequest', () => {
  it.each(cases)('development says the rule of %s: %s', async (field, rule, run) => {
    const error = await rejection(run)
    expect(error.message).toBe(`Invalid request: ${field} ${rule}`)
    expect(error).toMatchObject({ code: 'INVALID_REQUEST', status: 0, details: { field } })
  })

  it.each(cases)('production names only %s and the docs (%s)', async (field, _rule, run) => {
    const development = await rejection(run)
    production()
    const error = await rejection(run)
    expect(error.message).toBe(
      `INVALID_REQUEST: ${field}, see https://www.npmjs.com/package/@rampkit/core#invalid-request`,
    )
    // Everything a program reads is the same in both builds.
    expect(error.name).toBe(development.name)
    expect(error.code).toBe(development.code)
    expect(error.status).toBe(development.status)
    expect(error.details).toEqual(development.details)
  })

  it('links to a section of the README that states every rule', () => {
    expect(INVALID_REQUEST_DOCS.endsWith('#invalid-request')).toBe(true)
    expect(section.startsWith('<a id="invalid-request"></a>')).toBe(true)
    // Rows `| fields | checked by | rule |`, code spans read as plain text.
    const rows = section
      .slice(0, section.indexOf('\n### Warnings'))
      .replaceAll('`', '')
      .split('\n')
      .filter((line) => line.startsWith('| '))
      .map((line) => line.split(' | '))
    for (const [field, rule] of cases) {
      const stated = rows.some(
        ([fields, , said]) =>
          fields!.slice(2).split(', ').includes(field) && said?.startsWith(rule),
      )
      expect(stated, `${field} ${rule}`).toBe(true)
    }
  })

  it('production never holds the value given, the key or a secret', async () => {
    production()
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }),
        fc.constantFrom('fiatCurrency', 'cryptoAmount', 'userRegionCode', 'cryptoAssetSymbol'),
        async (value, field) => {
          const fixed = `INVALID_REQUEST: ${field}, see ${INVALID_REQUEST_DOCS}`
          const body = { ...quote, [field]: `${TEST_KEY}${value}!` }
          const { client } = testClient([])
          const error = await client.v3.getOnrampQuote(body).catch((e: unknown) => e)
          // The value always breaks the field's rule (`!` is in none), so the check names it.
          expect((error as HostApiError).message).toBe(fixed)
        },
      ),
      { numRuns: 50 },
    )
    const error = await rejection(() =>
      createHostApiClient({ baseUrl: `https://x/api?hostApiKey=${TEST_KEY}` }),
    )
    expect(error.message).not.toContain(TEST_KEY)
    expect(JSON.stringify(error.details)).not.toContain(TEST_KEY)
  })
})
