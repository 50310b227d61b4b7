import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type MethodPricing, quoteOfframpMethod, quoteOnrampMethod } from './quoteModel.js'

const ETH: MethodPricing = {
  priceMicro: 3_200_000_000n, // 3200.000000 EUR
  decimals: 18,
  feeBp: 149n,
  minFeeBp: 99n,
  maxFeeBp: 490n,
  minFeeCents: 249n,
  networkFeeCents: 150n,
}

// Pricing of real-looking assets: 6, 8, 9 and 18 decimals; one unit always worth < 1 cent.
const pricing: fc.Arbitrary<MethodPricing> = fc
  .record({
    decimals: fc.constantFrom(6, 8, 9, 18),
    price: fc.bigInt({ min: 10_000n, max: 100_000_000_000n }),
    feeBp: fc.bigInt({ min: 0n, max: 600n }),
    minFeeCents: fc.bigInt({ min: 0n, max: 500n }),
    networkFeeCents: fc.bigInt({ min: 0n, max: 800n }),
  })
  .filter(({ decimals, price }) => price * 10_000n < 10n ** BigInt(decimals) * 1_000_000n)
  .map(({ decimals, price, feeBp, minFeeCents, networkFeeCents }) => ({
    priceMicro: price,
    decimals,
    feeBp,
    minFeeBp: 49n,
    maxFeeBp: 490n,
    minFeeCents,
    networkFeeCents,
  }))
const cents = fc.bigInt({ min: 1n, max: 100_000_000n })

const onFiat = (p: MethodPricing, c: bigint) => quoteOnrampMethod(p, { kind: 'fiat', cents: c })
const onCrypto = (p: MethodPricing, u: bigint) => quoteOnrampMethod(p, { kind: 'crypto', units: u })
const offFiat = (p: MethodPricing, c: bigint) => quoteOfframpMethod(p, { kind: 'fiat', cents: c })
const offCrypto = (p: MethodPricing, u: bigint) =>
  quoteOfframpMethod(p, { kind: 'crypto', units: u })

describe('on-ramp fee model', () => {
  it('prices 100 EUR of ETH exactly, with no float drift over 18 decimals', () => {
    // net 100 − 2.49 (min fee beats 1.49 %) − 1.50 network = 96.01 EUR = 0.030003125 ETH
    expect(onFiat(ETH, 10_000n)).toEqual({
      fiatCents: 10_000n,
      cryptoUnits: 30_003_125_000_000_000n,
      baseFeeCents: 149n,
      appliedFeeCents: 249n,
      networkFeeCents: 150n,
    })
    // 1 ETH + 1 wei keeps every digit of the amount
    const q = onCrypto(ETH, 1_000_000_000_000_000_001n)
    expect(q.cryptoUnits).toBe(1_000_000_000_000_000_001n)
    // (3200 + 1.50) / (1 − 0.0149) = 3249.92386..., rounded up to the cent
    expect(q.fiatCents).toBe(324_993n)
  })

  it('clamps the fee into [max(minFee, minFee% · x), maxFee% · x] and adds the network fee', () => {
    const cheap = { ...ETH, feeBp: 10n } // below minFeePercent
    expect(onFiat(cheap, 1_000_000n).appliedFeeCents).toBe(9_900n) // 0.99 % of 10000
    expect(onFiat(cheap, 1_000_000n).baseFeeCents).toBe(1_000n)
    const dear = { ...ETH, feeBp: 900n } // above maxFeePercent
    expect(onFiat(dear, 1_000_000n).appliedFeeCents).toBe(49_000n)
    expect(onFiat(ETH, 1_000n).appliedFeeCents).toBe(249n) // min fee amount
  })

  it('more fiat in never gives less crypto out', () => {
    fc.assert(
      fc.property(pricing, cents, cents, (p, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        expect(onFiat(p, lo).cryptoUnits <= onFiat(p, hi).cryptoUnits).toBe(true)
      }),
    )
  })

  it('crypto out is an integer, positive once the amount covers the fees', () => {
    fc.assert(
      fc.property(pricing, cents, (p, c) => {
        const q = onFiat(p, c)
        expect(String(q.cryptoUnits)).toMatch(/^-?[0-9]+$/)
        const fees = q.appliedFeeCents + p.networkFeeCents
        if (c > fees + 1n) expect(q.cryptoUnits >= 0n).toBe(true)
        if (c <= p.minFeeCents + p.networkFeeCents) expect(q.cryptoUnits <= 0n).toBe(true)
      }),
    )
  })

  it('fiat → crypto → fiat comes back within a cent or two, never above', () => {
    fc.assert(
      fc.property(pricing, cents, (p, c) => {
        const units = onFiat(p, c).cryptoUnits
        fc.pre(units > 0n)
        const back = onCrypto(p, units).fiatCents
        expect(back <= c).toBe(true)
        expect(c - back <= 2n).toBe(true)
      }),
    )
  })

  it('crypto → fiat gives the smallest whole-cent amount that buys at least that crypto', () => {
    fc.assert(
      fc.property(pricing, fc.bigInt({ min: 1n, max: 10n ** 24n }), (p, units) => {
        const fiat = onCrypto(p, units).fiatCents
        expect(onFiat(p, fiat).cryptoUnits >= units).toBe(true)
        expect(onFiat(p, fiat - 1n).cryptoUnits < units).toBe(true)
      }),
    )
  })

  it('answers fees that add up to fiatValue within a cent', () => {
    fc.assert(
      fc.property(pricing, fc.bigInt({ min: 1n, max: 10n ** 24n }), (p, units) => {
        const q = onCrypto(p, units)
        // value of the crypto in 1/10^(d+4) cents
        const value = units * p.priceMicro
        const scale = 10n ** BigInt(p.decimals + 4)
        const rest = (q.fiatCents - q.appliedFeeCents - q.networkFeeCents) * scale - value
        expect(rest >= -scale && rest <= 2n * scale).toBe(true)
      }),
    )
  })
})

describe('off-ramp fee model', () => {
  it('pays 1 ETH out at 3200 EUR minus 1.49 %, no network fee', () => {
    expect(offCrypto(ETH, 10n ** 18n)).toEqual({
      fiatCents: 315_232n,
      cryptoUnits: 10n ** 18n,
      baseFeeCents: 4_768n,
      appliedFeeCents: 4_768n,
      networkFeeCents: 0n,
    })
  })

  it('more crypto sold never pays out less', () => {
    fc.assert(
      fc.property(
        pricing,
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        (p, u, extra) => {
          expect(offCrypto(p, u).fiatCents <= offCrypto(p, u + extra).fiatCents).toBe(true)
        },
      ),
    )
  })

  it('fiat → crypto is the smallest amount that pays out at least that fiat', () => {
    fc.assert(
      fc.property(pricing, cents, (p, c) => {
        const units = offFiat(p, c).cryptoUnits
        expect(units > 0n).toBe(true)
        expect(offCrypto(p, units).fiatCents >= c).toBe(true)
        expect(offCrypto(p, units - 1n).fiatCents < c).toBe(true)
        expect(offFiat(p, c).fiatCents).toBe(offCrypto(p, units).fiatCents)
      }),
    )
  })
})
