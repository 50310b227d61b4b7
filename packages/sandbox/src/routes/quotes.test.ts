import { describe, expect, it } from 'vitest'
import { LEGACY_QUOTE, OFFRAMP, ONRAMP, postJson } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

type Method = {
  fiatCurrency: string
  cryptoAmount: string
  fiatValue: number
  baseServiceFee: number
  appliedFee: number
}
type Quote = Record<string, Method> & { asset: Method & Record<string, unknown> }

const sandbox = createSandbox()
const quote = (path: string, body: unknown) => postJson<Quote>(sandbox, path, body)
const methods = (q: Quote) => Object.keys(q).filter((k) => k !== 'asset')
/** A quote request for `fiatValue` EUR (100 unless said) of `cryptoAssetSymbol`. */
const eur = (cryptoAssetSymbol: string, fiatValue = 100) => ({
  cryptoAssetSymbol,
  fiatCurrency: 'EUR',
  fiatValue,
})

/** The on-ramp methods for EUR, in the order the quote lists them. */
const EUR_ONRAMP_METHODS = [
  'MANUAL_BANK_TRANSFER',
  'AUTO_BANK_TRANSFER',
  'CARD_PAYMENT',
  'APPLE_PAY',
  'GOOGLE_PAY',
]

describe('POST /host-api/v3/onramp/quote/all', () => {
  it('answers one entry per method supporting the currency, fiat → crypto', async () => {
    const res = await quote(ONRAMP, eur('ETH_ETH'))
    expect(res.status).toBe(200)
    expect(methods(res.body)).toEqual(EUR_ONRAMP_METHODS)
    expect(res.body.MANUAL_BANK_TRANSFER).toEqual({
      fiatCurrency: 'EUR',
      cryptoAmount: '30003125000000000',
      fiatValue: 100,
      baseServiceFee: 1.49,
      appliedFee: 2.49,
    })
    // card: 3.9 % of 100 = 3.90; (100 − 3.90 − 1.50) / 3200 = 0.0295625 ETH
    expect(res.body.CARD_PAYMENT).toEqual({
      fiatCurrency: 'EUR',
      cryptoAmount: '29562500000000000',
      fiatValue: 100,
      baseServiceFee: 3.9,
      appliedFee: 3.9,
    })
    expect(res.body.asset).toMatchObject({
      symbol: 'ETH',
      chain: 'ETH',
      type: 'NATIVE',
      currencyCode: 'EUR',
    })
  })

  it('crypto → fiat: fiatValue is what the user pays for exactly that amount', async () => {
    const res = await quote(ONRAMP, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: '29562500000000000',
    })
    expect(res.body.CARD_PAYMENT).toMatchObject({
      cryptoAmount: '29562500000000000',
      fiatValue: 100,
    })
  })

  it('PIX only for BRL (applied fee clamped up to minFeePercent)', async () => {
    const res = await quote(ONRAMP, {
      cryptoAssetSymbol: 'MATIC_USDC',
      fiatCurrency: 'BRL',
      fiatValue: 1000,
    })
    expect(methods(res.body)).toEqual(['CARD_PAYMENT', 'PIX'])
    expect(res.body.PIX).toMatchObject({ baseServiceFee: 4.9, appliedFee: 14.65 })
    const inEur = await quote(ONRAMP, eur('MATIC_USDC', 1000))
    expect(methods(inEur.body)).not.toContain('PIX')
  })

  it('checks the key first: 401 without, 403 with an unknown one', async () => {
    const body = eur('ETH_ETH')
    const missing = await quote('/api/host-api/v3/onramp/quote/all', body)
    expect([missing.status, missing.body.code]).toEqual([401, 'MISSING_API_KEY'])
    const empty = await quote('/api/host-api/v3/onramp/quote/all?hostApiKey=', body)
    expect(empty.status).toBe(401)
    const unknown = await quote('/api/host-api/v3/onramp/quote/all?hostApiKey=secret-guess', body)
    expect([unknown.status, unknown.body.code]).toEqual([403, 'UNKNOWN_API_KEY'])
    expect(JSON.stringify(unknown.body)).not.toContain('secret-guess')
  })

  it('extra keys given with --api-key are accepted', async () => {
    const custom = createSandbox({ apiKeys: ['k-123'] })
    const res = await postJson(
      custom,
      '/api/host-api/v3/onramp/quote/all?hostApiKey=k-123',
      eur('ETH_ETH'),
    )
    expect(res.status).toBe(200)
  })

  it.each([
    [eur('ETH_NOPE'), 'UNKNOWN_ASSET'],
    [eur('ETH_DAI'), 'ASSET_DISABLED'],
    [{ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'JPY', fiatValue: 100 }, 'UNKNOWN_CURRENCY'],
    [eur('ETH_ETH', 1), 'AMOUNT_TOO_LOW'],
    [{ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 1e6 }, 'AMOUNT_TOO_HIGH'],
    [
      { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', cryptoAmount: '1', fiatValue: 5 },
      'INVALID_REQUEST',
    ],
    [
      {
        cryptoAssetSymbol: 'MATIC_POL',
        fiatCurrency: 'USD',
        fiatValue: 100,
        userCountryCode: 'US',
      },
      'ASSET_NOT_AVAILABLE',
    ],
  ])('%j → %s', async (body, code) => {
    const res = await quote(ONRAMP, body)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(code)
    expect(typeof res.body.message).toBe('string')
  })

  it('limit errors carry the limits', async () => {
    const res = await quote(ONRAMP, {
      cryptoAssetSymbol: 'BTC_BTC',
      fiatCurrency: 'USD',
      fiatValue: 10,
    })
    expect(res.body).toMatchObject({
      code: 'AMOUNT_TOO_LOW',
      currency: 'USD',
      minFiatValue: 21.74,
      maxFiatValue: 5434.78,
      minCryptoAmount: '10000',
    })
  })
})

describe('POST /host-api/v3/offramp/quote/all', () => {
  it('fiatValue is what the user receives, in both directions', async () => {
    const sell = await quote(OFFRAMP, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: '1000000000000000000',
    })
    expect(methods(sell.body)).toEqual(['CARD', 'SEPA'])
    expect(sell.body.SEPA).toEqual({
      fiatCurrency: 'EUR',
      cryptoAmount: '1000000000000000000',
      fiatValue: 3168.32,
      baseServiceFee: 31.68,
      appliedFee: 31.68,
    })
    expect(sell.body.asset).toMatchObject({ address: null, type: 'NATIVE' })
    const receive = await quote(OFFRAMP, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 3168.32,
    })
    expect(receive.body.SEPA!.fiatValue).toBe(3168.32)
    expect(BigInt(receive.body.SEPA!.cryptoAmount) <= 10n ** 18n).toBe(true)
  })

  it('SPEI only for MXN, AMERICAN_BANK_TRANSFER only for USD; BRL is not offered', async () => {
    expect(
      methods(
        (
          await quote(OFFRAMP, {
            cryptoAssetSymbol: 'ETH_USDC',
            fiatCurrency: 'MXN',
            fiatValue: 2000,
          })
        ).body,
      ),
    ).toEqual(['SPEI'])
    expect(
      methods(
        (
          await quote(OFFRAMP, {
            cryptoAssetSymbol: 'ETH_USDC',
            fiatCurrency: 'USD',
            fiatValue: 100,
          })
        ).body,
      ),
    ).toEqual(['AMERICAN_BANK_TRANSFER', 'CARD'])
    const brl = await quote(OFFRAMP, {
      cryptoAssetSymbol: 'ETH_USDC',
      fiatCurrency: 'BRL',
      fiatValue: 500,
    })
    expect([brl.status, brl.body.code]).toEqual([400, 'UNSUPPORTED_CURRENCY'])
    const sol = await quote(OFFRAMP, eur('SOLANA_USDC', 50))
    expect(sol.body.code).toBe('ASSET_NOT_AVAILABLE')
  })
})

describe('V3 quotes list every method of the currency, within its limits or at them', () => {
  it('BASE_ETH, 0.609375 ETH in EUR: all five methods; cards at their 2000 EUR maximum', async () => {
    const res = await quote(ONRAMP, {
      cryptoAssetSymbol: 'BASE_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: '609375000000000000',
    })
    expect(res.status).toBe(200)
    expect(methods(res.body)).toEqual(EUR_ONRAMP_METHODS)
    expect(res.body.MANUAL_BANK_TRANSFER!.cryptoAmount).toBe('609375000000000000')
    expect(res.body.CARD_PAYMENT).toMatchObject({ fiatValue: 2000 })
    expect(BigInt(res.body.CARD_PAYMENT!.cryptoAmount)).toBeLessThan(609375000000000000n)
    // the spec's fields only, for a method outside its limits too
    expect(Object.keys(res.body.CARD_PAYMENT!).sort()).toEqual(
      Object.keys(res.body.MANUAL_BANK_TRANSFER!).sort(),
    )
  })

  it('off-ramp payout methods too: a card payout above 2000 EUR is quoted at 2000', async () => {
    const res = await quote(OFFRAMP, eur('ETH_ETH', 3000))
    expect(res.status).toBe(200)
    expect(methods(res.body)).toEqual(['CARD', 'SEPA'])
    expect(res.body.SEPA!.fiatValue).toBe(3000)
    expect(res.body.CARD!.fiatValue).toBe(2000)
  })

  it('asset ids follow core grammar: a lower-case chain is refused, a dotted symbol is an id', async () => {
    const lower = await quote(ONRAMP, eur('eth_eth'))
    expect(lower.body).toMatchObject({ code: 'INVALID_REQUEST' })
    const dotted = await quote(ONRAMP, eur('MATIC_USDC.e'))
    expect(dotted.body).toMatchObject({ code: 'UNKNOWN_ASSET' })
  })
})

describe('POST /host-api/quote (legacy)', () => {
  it('echoes the symbol the legacy model names, whether asked by symbol or by id', async () => {
    for (const [asked, symbol] of [
      ['ETH', 'ETH'],
      ['ETH_ETH', 'ETH'],
      ['ETH_USDC', 'USDC'],
      ['SOL', 'SOL'],
    ] as const) {
      const res = await postJson(sandbox, LEGACY_QUOTE, eur(asked))
      expect(res.body).toMatchObject({ cryptoAssetSymbol: symbol, asset: { symbol } })
    }
  })

  it('picks the lowest-fee legacy method when paymentMethodType is omitted', async () => {
    const res = await postJson(sandbox, LEGACY_QUOTE, eur('ETH'))
    expect(res.body).toEqual({
      cryptoAssetSymbol: 'ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: '30003125000000000',
      fiatValue: 100,
      paymentMethodType: 'MANUAL_BANK_TRANSFER',
      asset: { address: null, symbol: 'ETH', name: 'Ether', decimals: 18, type: 'ETH' },
      assetExchangeRate: 3200,
      assetExchangeRateEur: 3200,
      fiatExchangeRateEur: 1,
      baseServiceFee: 1.49,
      networkFee: 1.5,
      appliedFee: 2.49,
    })
    // BRL: PIX is not a legacy method, so the card is the only one
    const brl = await postJson(sandbox, LEGACY_QUOTE, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'BRL',
      fiatValue: 500,
    })
    expect(brl.body).toMatchObject({
      paymentMethodType: 'CARD_PAYMENT',
      fiatExchangeRateEur: 0.17,
      networkFee: 8.82,
    })
  })

  it('honours paymentMethodType, and says when it does not take the currency', async () => {
    const card = await postJson(sandbox, LEGACY_QUOTE, {
      cryptoAssetSymbol: 'USDC',
      fiatCurrency: 'USD',
      cryptoAmount: '50000000',
      paymentMethodType: 'GOOGLE_PAY',
    })
    expect(card.body).toMatchObject({
      paymentMethodType: 'GOOGLE_PAY',
      cryptoAmount: '50000000',
      asset: { symbol: 'USDC', type: 'ERC20' },
    })
    const bank = await postJson(sandbox, LEGACY_QUOTE, {
      cryptoAssetSymbol: 'ETH',
      fiatCurrency: 'USD',
      fiatValue: 100,
      paymentMethodType: 'MANUAL_BANK_TRANSFER',
    })
    expect(bank.body).toMatchObject({
      code: 'UNSUPPORTED_PAYMENT_METHOD',
      field: 'paymentMethodType',
    })
  })
})
