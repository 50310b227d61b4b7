import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createCatalog } from '../catalog/catalog.js'
import { createPriceFeed } from './priceFeed.js'
import { quoteBasis } from './quoteBasis.js'
import { quoteOfframpMethod, quoteOnrampMethod } from './quoteModel.js'
import { priceQuote } from './quotes.js'

const catalog = createCatalog()
const feed = createPriceFeed({ assets: catalog.assets, seed: 3, startedAt: 0, stepMs: 5000 })
const eth = catalog.asset('ETH_ETH')!
const eur = catalog.fiat('EUR')!

describe('quoteBasis', () => {
  it('is worked out once per price step, asset, currency and flow', () => {
    const step = feed.at(1_000)
    const basis = quoteBasis(catalog, step, 'onramp', eth, eur)
    expect(quoteBasis(catalog, step, 'onramp', eth, eur)).toBe(basis)
    expect(quoteBasis(catalog, step, 'offramp', eth, eur)).not.toBe(basis)
    expect(quoteBasis(catalog, step, 'onramp', eth, catalog.fiat('GBP')!)).not.toBe(basis)
    const next = feed.at(6_000)
    expect(next).not.toBe(step)
    const later = quoteBasis(catalog, next, 'onramp', eth, eur)
    expect(later).not.toBe(basis)
    expect(later.priceMicro).toBe(next.fiatMicro(eth, eur))
    expect(basis.priceMicro).toBe(step.fiatMicro(eth, eur))
  })

  it("lists the flow's methods that take the currency, twins (same fee and limits) in one group", () => {
    const basis = quoteBasis(catalog, feed.at(0), 'onramp', eth, eur)
    const groups = Object.fromEntries(basis.methods.map((m) => [m.method.name, m.group]))
    expect(Object.keys(groups)).toEqual([
      'MANUAL_BANK_TRANSFER',
      'AUTO_BANK_TRANSFER',
      'CARD_PAYMENT',
      'APPLE_PAY',
      'GOOGLE_PAY',
    ])
    expect(new Set(Object.values(groups)).size).toBe(3)
    expect(groups.APPLE_PAY).toBe(groups.CARD_PAYMENT)
    expect(groups.GOOGLE_PAY).toBe(groups.CARD_PAYMENT)
    expect(groups.AUTO_BANK_TRANSFER).not.toBe(groups.MANUAL_BANK_TRANSFER)
  })

  it("a caller's own fixture object gets a basis of its own, not the catalog asset's", () => {
    const step = feed.at(0)
    const capped = { ...eth, onramp: { ...eth.onramp, maxAmountEurCents: 10_000n } }
    expect(quoteBasis(catalog, step, 'onramp', capped, eur).limits.maxCents).toBe(10_000n)
    expect(quoteBasis(catalog, step, 'onramp', eth, eur).limits.maxCents).toBe(1_000_000n)
    const other = createCatalog()
    expect(quoteBasis(other, step, 'onramp', eth, eur).catalog).toBe(other)
  })

  it('each method of a quote is what its own fee model gives, twins priced once or not', () => {
    const pairs = catalog.assets
      .filter((a) => a.enabled)
      .flatMap((asset) => catalog.fiats.map((fiat) => ({ asset, fiat })))
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.constantFrom('onramp' as const, 'offramp' as const),
        fc.bigInt({ min: 1n, max: 3_000_000n }),
        fc.nat(200),
        ({ asset, fiat }, flow, cents, step) => {
          const snapshot = feed.at(step * 5000)
          const amount = { kind: 'fiat' as const, cents }
          let quote: ReturnType<typeof priceQuote>
          try {
            quote = priceQuote(catalog, snapshot, { flow, asset, fiat, amount })
          } catch {
            return // outside every method's limits, or a currency the flow lacks
          }
          const basis = quoteBasis(catalog, snapshot, flow, asset, fiat)
          expect(quote.basis).toBe(basis)
          for (const [i, m] of quote.methods.entries()) {
            if (m.missed !== undefined) continue
            const { pricing } = basis.methods[i]!
            // the model from the plain (unprepared) pricing of this method alone
            const plain = {
              priceMicro: pricing.priceMicro,
              decimals: pricing.decimals,
              feeBp: pricing.feeBp,
              minFeeBp: pricing.minFeeBp,
              maxFeeBp: pricing.maxFeeBp,
              minFeeCents: pricing.minFeeCents,
              networkFeeCents: pricing.networkFeeCents,
            }
            const own =
              flow === 'onramp'
                ? quoteOnrampMethod(plain, amount)
                : quoteOfframpMethod(plain, amount)
            expect(m).toEqual({ method: basis.methods[i]!.method.name, ...own })
          }
        },
      ),
    )
  })
})
