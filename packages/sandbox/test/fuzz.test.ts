import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { propertyRuns } from '../../../tooling/propertyRuns.mjs'
import { createSandbox } from '../src/app.js'
import { ERROR_STATUS } from '../src/errors.js'
import { QUOTED_ASSETS } from './helpers.js'

// No input may produce a 5xx: arbitrary paths, queries, headers and bodies, thrown at the app.
// `logError` fails the run loudly, so a bug cannot hide behind onError.
const errors: unknown[] = []
const sandboxes = [
  createSandbox({ logError: (_m, e) => errors.push(e) }),
  createSandbox({ seed: 7, logError: (_m, e) => errors.push(e) }),
  createSandbox({ seed: 11, rateLimit: 50, logError: (_m, e) => errors.push(e) }),
]

const PATHS = [
  '/',
  '/api',
  '/sandbox',
  '/api/host-api/v3/assets',
  '/api/host-api/v3/offramp/assets',
  '/api/host-api/v3/currencies',
  '/api/host-api/offramp/sale/abc',
  '/api/host-api/v3/onramp/quote/all',
  '/api/host-api/v3/offramp/quote/all',
  '/api/host-api/v2/assets',
  '/api/host-api/assets',
  '/api/host-api/countries',
  '/api/host-api/quote',
  '/api/host-api/purchase/abc',
  '/sandbox/purchases',
  '/sandbox/sales',
  '/sandbox/logos/ETH_ETH.svg',
]
const QUOTE_PATHS = PATHS.filter(
  (p) => p.includes('quote') || p.endsWith('purchases') || p.endsWith('sales'),
)
const QUERY_KEYS = [
  'hostApiKey',
  'currencyCode',
  'userIp',
  'withDisabled',
  'withHidden',
  'onlyEnabled',
  'omitHidden',
  'countryCode',
  'secret',
]
const ASSET_IDS = [
  'ETH_ETH',
  'ETH_USDC',
  'ETH_DAI',
  'ETH_WBTC',
  'BTC_BTC',
  'MATIC_POL',
  'SOLANA_SOL',
  'SOLANA_USDC',
  'BASE_ETH',
  'ETH',
  'USDC',
  'btc',
  'X_Y',
  '',
]
const CODES = ['EUR', 'USD', 'GBP', 'BRL', 'MXN', 'eur', 'JPY', 'EURO', '']
const KNOWN_CODES = new Set(Object.keys(ERROR_STATUS))

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '..',
    '%2F',
    '\u0000',
    'true',
    'false',
    '-1',
    '1e999',
    '192.0.2.70',
    '::1',
    'demo-host-api-key',
  ),
)
const queryValue = fc.oneof(text, fc.constantFrom(...CODES), fc.integer().map(String))
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), text), queryValue, fc.boolean()), {
    maxLength: 6,
  })
  .map((pairs) =>
    pairs
      .map(([k, v, raw]) =>
        raw ? `${k}=${v}` : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
      )
      .join('&'),
  )
const path = fc.oneof(
  fc.constantFrom(...PATHS),
  fc
    .array(text, { minLength: 1, maxLength: 5 })
    .map((segments) => `/api/host-api/${segments.join('/')}`),
  fc.array(text, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
)
const number = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, 5, 100, 1e6, 1e21, 1e-9, 0.005, 9_999_999_999.99),
)
const units = fc.oneof(
  fc.bigInt({ min: 0n, max: 10n ** 80n }).map(String),
  fc.constantFrom('0', '1', '-1', '1e18', '1000000000000000000', '0x10', ' 1', ''),
)
const quoteLike = fc.record(
  {
    cryptoAssetSymbol: fc.oneof(fc.constantFrom(...ASSET_IDS), text, fc.anything()),
    fiatCurrency: fc.oneof(fc.constantFrom(...CODES), text, fc.anything()),
    fiatValue: fc.oneof(number, fc.anything()),
    cryptoAmount: fc.oneof(units, fc.anything()),
    paymentMethodType: fc.oneof(
      fc.constantFrom('CARD_PAYMENT', 'PIX', 'SEPA', 'MANUAL_BANK_TRANSFER'),
      fc.anything(),
    ),
    payoutMethodType: fc.oneof(
      fc.constantFrom('SEPA', 'SPEI', 'CARD', 'AMERICAN_BANK_TRANSFER'),
      fc.anything(),
    ),
    receiverAddress: fc.oneof(
      fc.constantFrom(`0x${'ab'.repeat(20)}`, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
      text,
    ),
    userCountryCode: fc.oneof(fc.constantFrom('us', 'DE', 'pt', 'zz', 'deu'), fc.anything()),
    userRegionCode: fc.oneof(text, fc.anything()),
    hostApiKey: fc.oneof(fc.constantFrom('demo-host-api-key', 'nope'), fc.anything()),
  },
  { requiredKeys: [] },
)
// Mostly valid bodies, so the fuzzing reaches pricing, limits, record creation and 200 answers.
const often = <T>(likely: fc.Arbitrary<T>, other: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: likely }, { weight: 1, arbitrary: other })
const validish = fc
  .record({
    cryptoAssetSymbol: often(
      fc.constantFrom(...QUOTED_ASSETS),
      fc.oneof(fc.constantFrom(...ASSET_IDS), text),
    ),
    fiatCurrency: often(
      fc.constantFrom('EUR', 'USD', 'GBP', 'BRL', 'MXN'),
      fc.oneof(fc.constantFrom(...CODES), text),
    ),
    amount: fc.oneof(
      fc.record({
        fiatValue: often(
          fc.integer({ min: 20, max: 4000 }),
          fc.oneof(fc.double({ min: 0, max: 2e5, noNaN: true }), number),
        ),
      }),
      fc.record({
        cryptoAmount: often(
          fc
            .oneof(
              fc.bigInt({ min: 10n ** 7n, max: 10n ** 9n }),
              fc.bigInt({ min: 10n ** 15n, max: 10n ** 18n }),
            )
            .map(String),
          units,
        ),
      }),
    ),
    extra: fc.record(
      {
        paymentMethodType: fc.constantFrom(
          'CARD_PAYMENT',
          'PIX',
          'APPLE_PAY',
          'MANUAL_BANK_TRANSFER',
          'SEPA',
        ),
        payoutMethodType: fc.constantFrom('SEPA', 'SPEI', 'CARD', 'AMERICAN_BANK_TRANSFER', 'PIX'),
        receiverAddress: fc.constantFrom(
          `0x${'ab'.repeat(20)}`,
          'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
          'x',
        ),
        userCountryCode: fc.constantFrom('us', 'DE', 'pt', 'zz', 'br'),
        userRegionCode: often(fc.constantFrom('CA', 'ny', '1'), fc.constant('toolong')),
      },
      { requiredKeys: [] },
    ),
  })
  .map(({ amount, extra, ...rest }) => ({ ...rest, ...amount, ...extra }))

const body = fc.oneof(
  fc.constant(undefined),
  text,
  fc.jsonValue().map((v) => JSON.stringify(v)),
  quoteLike.map((v) => JSON.stringify(v)),
  validish.map((v) => JSON.stringify(v)),
  fc.constantFrom('{', '{"a":', 'x'.repeat(20_000), '{"fiatValue":1e999}', '\uFEFF{}'),
)
const contentType = fc.oneof(
  fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'multipart/form-data',
    '',
  ),
  text,
)
const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD')

async function send(
  m: string,
  p: string,
  q: string,
  b: string | undefined,
  type: string | undefined,
  sandboxIndex: number,
): Promise<void> {
  const headers = new Headers()
  try {
    if (type !== undefined) headers.set('content-type', type)
  } catch {
    // not a header value a client could send
  }
  const hasBody = b !== undefined && m !== 'GET' && m !== 'HEAD'
  let request: Request
  try {
    // appended to the origin, so a path like `//x` stays a path
    request = new Request(`http://localhost${p}${q ? `?${q}` : ''}`, {
      method: m,
      headers,
      body: hasBody ? b : null,
    })
  } catch {
    return // not a request a client could send
  }
  const url = new URL(request.url)
  const loggedBefore = errors.length
  const res = await sandboxes[sandboxIndex]!.fetch(request)
  expect(res.status, `${m} ${url.pathname}${url.search}`).toBeLessThan(500)
  expect(errors.slice(loggedBefore)).toEqual([])
  if (res.status >= 400 && m !== 'HEAD') {
    const payload = (await res.json()) as { code: unknown; message: unknown }
    expect(KNOWN_CODES.has(payload.code as string), String(payload.code)).toBe(true)
    expect(typeof payload.message).toBe('string')
  } else if (res.status === 200 && url.pathname.includes('/quote')) {
    // every answered quote holds whole, positive base-unit amounts and positive fiat values
    const quote = (await res.json()) as Record<
      string,
      { cryptoAmount?: unknown; fiatValue?: unknown }
    >
    const entries = url.pathname.endsWith('/all')
      ? Object.entries(quote)
          .filter(([k]) => k !== 'asset')
          .map(([, v]) => v)
      : [quote]
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) {
      expect(entry.cryptoAmount).toMatch(/^[1-9][0-9]*$/)
      expect(typeof entry.fiatValue === 'number' && entry.fiatValue > 0).toBe(true)
    }
  } else {
    await res.arrayBuffer()
  }
}

// Thousands of requests per property: ~3 s alone, past vitest's 5 s default beside the other
// tests of `pnpm test` on 2 cores (it timed out there with nothing wrong).
describe('fuzz: no input produces a 5xx', { timeout: 60_000 }, () => {
  it('arbitrary methods, paths, queries, content types and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        method,
        path,
        query,
        body,
        contentType,
        fc.nat(2),
        async (m, p, q, b, t, s) => send(m, p, q, b, t, s),
      ),
      { numRuns: propertyRuns(1500) },
    )
  })

  it('quote, purchase and sale bodies with hostile field values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...QUOTE_PATHS),
        often(
          fc.constant('hostApiKey=demo-host-api-key'),
          fc.constantFrom(
            '',
            'hostApiKey=',
            'hostApiKey=nope',
            'hostApiKey=demo-host-api-key&hostApiKey=x',
          ),
        ),
        fc.oneof({ weight: 3, arbitrary: validish }, { weight: 1, arbitrary: quoteLike }),
        fc.nat(1),
        async (p, q, value, s) => send('POST', p, q, JSON.stringify(value), 'application/json', s),
      ),
      { numRuns: propertyRuns(5000) },
    )
  })
})
