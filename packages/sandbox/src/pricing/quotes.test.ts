import { describe, expect, it } from 'vitest'
import { createCatalog } from '../catalog/catalog.js'
import { SandboxError } from '../errors.js'
import { createPriceFeed } from './priceFeed.js'
import { cheapestMethod, type PricedMethod, type PricedQuote, priceQuote } from './quotes.js'

const catalog = createCatalog()
const snapshot = createPriceFeed({ assets: catalog.assets, startedAt: 0, stepMs: 5000 }).at(0)
const asset = (id: string) => catalog.asset(id)!
const fiat = (code: string) => catalog.fiat(code)!
/** Prices a `flow` quote of asset `id` for `cents` of fiat `code`, at the first price step. */
const fiatQuote = (flow: 'onramp' | 'offramp') => (id: string, code: string, cents: bigint) =>
  priceQuote(catalog, snapshot, {
    flow,
    asset: asset(id),
    fiat: fiat(code),
    amount: { kind: 'fiat', cents },
  })
const onramp = fiatQuote('onramp')
const offramp = fiatQuote('offramp')
const names = (q: { methods: { method: string }[] }) => q.methods.map((m) => m.method)

function codeOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof SandboxError) return error.code
    throw error
  }
  return undefined
}

describe('priceQuote: methods per currency', () => {
  it('on-ramp: PIX only for BRL, bank transfers for EUR and GBP, cards widely', () => {
    expect(names(onramp('ETH_ETH', 'EUR', 20_000n))).toEqual([
      'MANUAL_BANK_TRANSFER',
      'AUTO_BANK_TRANSFER',
      'CARD_PAYMENT',
      'APPLE_PAY',
      'GOOGLE_PAY',
    ])
    expect(names(onramp('ETH_ETH', 'BRL', 100_000n))).toEqual(['CARD_PAYMENT', 'PIX'])
    expect(names(onramp('ETH_ETH', 'USD', 20_000n))).toEqual([
      'CARD_PAYMENT',
      'APPLE_PAY',
      'GOOGLE_PAY',
    ])
    expect(names(onramp('ETH_ETH', 'MXN', 400_000n))).toEqual(['CARD_PAYMENT'])
  })

  it('off-ramp: SEPA only for EUR, SPEI only for MXN, AMERICAN_BANK_TRANSFER only for USD, none for BRL', () => {
    expect(names(offramp('ETH_ETH', 'EUR', 20_000n))).toEqual(['CARD', 'SEPA'])
    expect(names(offramp('ETH_ETH', 'USD', 20_000n))).toEqual(['AMERICAN_BANK_TRANSFER', 'CARD'])
    expect(names(offramp('ETH_ETH', 'GBP', 20_000n))).toEqual(['CARD'])
    expect(names(offramp('ETH_ETH', 'MXN', 400_000n))).toEqual(['SPEI'])
    expect(codeOf(() => offramp('ETH_ETH', 'BRL', 100_000n))).toBe('UNSUPPORTED_CURRENCY')
  })

  it('the legacy filter leaves PIX out; a single method can be asked for', () => {
    const legacy = priceQuote(
      catalog,
      snapshot,
      {
        flow: 'onramp',
        asset: asset('ETH_ETH'),
        fiat: fiat('BRL'),
        amount: { kind: 'fiat', cents: 100_000n },
      },
      { legacyOnly: true },
    )
    expect(names(legacy)).toEqual(['CARD_PAYMENT'])
    const only = { only: { name: 'PIX', field: 'paymentMethodType' } }
    const subject = {
      flow: 'onramp' as const,
      asset: asset('ETH_ETH'),
      amount: { kind: 'fiat' as const, cents: 100_000n },
    }
    expect(names(priceQuote(catalog, snapshot, { ...subject, fiat: fiat('BRL') }, only))).toEqual([
      'PIX',
    ])
    expect(
      codeOf(() => priceQuote(catalog, snapshot, { ...subject, fiat: fiat('EUR') }, only)),
    ).toBe('UNSUPPORTED_PAYMENT_METHOD')
  })

  it('cheapestMethod picks the lowest applied fee', () => {
    expect(cheapestMethod(onramp('ETH_ETH', 'EUR', 100_000n)).method).toBe('MANUAL_BANK_TRANSFER')
    expect(cheapestMethod(onramp('ETH_ETH', 'BRL', 100_000n)).method).toBe('PIX')
    expect(cheapestMethod(offramp('ETH_ETH', 'EUR', 100_000n)).method).toBe('SEPA')
  })
})

const crypto = (flow: 'onramp' | 'offramp', id: string, code: string, units: bigint) =>
  priceQuote(catalog, snapshot, {
    flow,
    asset: asset(id),
    fiat: fiat(code),
    amount: { kind: 'crypto', units },
  })
const byName = (q: PricedQuote): Record<string, PricedMethod> =>
  Object.fromEntries(q.methods.map((m) => [m.method, m]))

describe('priceQuote: every method, each within its own limits or quoted at them', () => {
  it('BASE_ETH, 0.609375 ETH in EUR: cards miss the 2000 EUR maximum and are quoted at it', () => {
    // 0.609375 ETH at 3200 EUR is 1950 EUR before fees: bank transfers stay under 2000, cards not
    const quote = crypto('onramp', 'BASE_ETH', 'EUR', 609_375_000_000_000_000n)
    expect(names(quote)).toEqual([
      'MANUAL_BANK_TRANSFER',
      'AUTO_BANK_TRANSFER',
      'CARD_PAYMENT',
      'APPLE_PAY',
      'GOOGLE_PAY',
    ])
    const m = byName(quote)
    for (const bank of ['MANUAL_BANK_TRANSFER', 'AUTO_BANK_TRANSFER']) {
      expect(m[bank]).toMatchObject({ cryptoUnits: 609_375_000_000_000_000n })
      expect(m[bank]!.missed).toBeUndefined()
    }
    for (const card of ['CARD_PAYMENT', 'APPLE_PAY', 'GOOGLE_PAY']) {
      expect(m[card]).toMatchObject({ missed: 'AMOUNT_TOO_HIGH', fiatCents: 200_000n })
      expect(m[card]!.cryptoUnits).toBeLessThan(609_375_000_000_000_000n)
    }
    expect(cheapestMethod(quote).method).toBe('MANUAL_BANK_TRANSFER')
  })

  it("a method's own maximum: cards take at most 5000 EUR, bank transfers the global 10000", () => {
    const m = byName(onramp('ETH_ETH', 'EUR', 600_000n))
    expect(m.MANUAL_BANK_TRANSFER).toMatchObject({ fiatCents: 600_000n })
    expect(m.MANUAL_BANK_TRANSFER!.missed).toBeUndefined()
    expect(m.CARD_PAYMENT).toMatchObject({ missed: 'AMOUNT_TOO_HIGH', fiatCents: 500_000n })
    // at exactly the maximum every method fits
    expect(onramp('ETH_ETH', 'EUR', 500_000n).methods.every((x) => x.missed === undefined)).toBe(
      true,
    )
  })

  it('off-ramp: card payouts above 2000 EUR are quoted at 2000, SEPA for the amount', () => {
    const m = byName(offramp('ETH_ETH', 'EUR', 300_000n))
    expect(m.SEPA).toMatchObject({ fiatCents: 300_000n })
    expect(m.SEPA!.missed).toBeUndefined()
    expect(m.CARD).toMatchObject({ missed: 'AMOUNT_TOO_HIGH', fiatCents: 200_000n })
  })

  it("a method's smallest purchase buys at least the asset's minimum crypto amount", () => {
    // ETH_USDC: min 5 EUR, min 1 USDC; 5.49 EUR is eaten by fees for cards and banks alike
    // when asked by crypto amount just above the minimum, every method fits
    const quote = crypto('onramp', 'ETH_USDC', 'EUR', 1_000_000n)
    expect(quote.methods.every((x) => x.missed === undefined)).toBe(true)
  })

  it('when no method fits: AMOUNT_TOO_HIGH with the widest range any method covers', () => {
    // USD on-ramp: only cards and wallets, each at most 5000 EUR = 5434.78 USD
    expect(codeOf(() => onramp('ETH_ETH', 'USD', 543_478n))).toBeUndefined()
    try {
      onramp('ETH_ETH', 'USD', 543_479n)
      expect.unreachable()
    } catch (error) {
      expect((error as SandboxError).toBody()).toMatchObject({
        code: 'AMOUNT_TOO_HIGH',
        maxFiatValue: 5434.78,
      })
    }
  })

  it('a quote at a limit is exactly at that limit, at several amounts', () => {
    for (const cents of [500_001n, 700_000n, 999_999n, 1_000_000n]) {
      for (const method of onramp('ETH_ETH', 'EUR', cents).methods) {
        if (method.missed) expect(method.fiatCents).toBe(500_000n)
        else expect(method.fiatCents).toBe(cents)
      }
    }
  })
})

describe('priceQuote: limits', () => {
  it('global limits apply where the asset says -1, in the quote currency', () => {
    expect(codeOf(() => onramp('ETH_ETH', 'EUR', 499n))).toBe('AMOUNT_TOO_LOW')
    expect(codeOf(() => onramp('ETH_ETH', 'EUR', 1_000_001n))).toBe('AMOUNT_TOO_HIGH')
    expect(codeOf(() => onramp('ETH_ETH', 'EUR', 1_000_000n))).toBeUndefined()
    // 10000 EUR is 8547.01 GBP (bank transfers have no limit of their own)
    expect(codeOf(() => onramp('ETH_ETH', 'GBP', 854_701n))).toBeUndefined()
    expect(codeOf(() => onramp('ETH_ETH', 'GBP', 854_702n))).toBe('AMOUNT_TOO_HIGH')
  })

  it('asset limits override the global ones', () => {
    expect(codeOf(() => onramp('BTC_BTC', 'EUR', 1_999n))).toBe('AMOUNT_TOO_LOW')
    expect(codeOf(() => onramp('BTC_BTC', 'EUR', 500_001n))).toBe('AMOUNT_TOO_HIGH')
    expect(codeOf(() => onramp('BASE_ETH', 'EUR', 200_001n))).toBe('AMOUNT_TOO_HIGH')
    expect(codeOf(() => offramp('BTC_BTC', 'EUR', 4_999n))).toBe('AMOUNT_TOO_LOW')
  })

  it('a crypto amount below minPurchaseCryptoAmount is too low, with the minimum in details', () => {
    try {
      priceQuote(catalog, snapshot, {
        flow: 'onramp',
        asset: asset('ETH_USDC'),
        fiat: fiat('EUR'),
        amount: { kind: 'crypto', units: 999_999n },
      })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(SandboxError)
      expect((error as SandboxError).toBody()).toMatchObject({
        code: 'AMOUNT_TOO_LOW',
        currency: 'EUR',
        minFiatValue: 5,
        maxFiatValue: 10000,
        minCryptoAmount: '1000000',
      })
    }
  })

  it('an amount eaten by fees is too low; zero crypto is too low', () => {
    // 5.49 EUR of ETH_USDC: 2.49 fee + 3.00 network fee leave nothing
    expect(codeOf(() => onramp('ETH_USDC', 'EUR', 549n))).toBe('AMOUNT_TOO_LOW')
    expect(
      codeOf(() =>
        priceQuote(catalog, snapshot, {
          flow: 'offramp',
          asset: asset('ETH_ETH'),
          fiat: fiat('EUR'),
          amount: { kind: 'crypto', units: 0n },
        }),
      ),
    ).toBe('AMOUNT_TOO_LOW')
  })

  it('huge crypto amounts fail as too high without trouble', () => {
    expect(
      codeOf(() =>
        priceQuote(catalog, snapshot, {
          flow: 'onramp',
          asset: asset('ETH_ETH'),
          fiat: fiat('EUR'),
          amount: { kind: 'crypto', units: 10n ** 78n - 1n },
        }),
      ),
    ).toBe('AMOUNT_TOO_HIGH')
  })
})
