import { describe, expect, it } from 'vitest'
import { ASSETS } from '../fixtures/assets.js'
import { FIAT_CURRENCIES } from '../fixtures/currencies.js'
import { createPriceFeed } from './priceFeed.js'

const ETH = ASSETS.find((a) => a.id === 'ETH_ETH')!
const USDC = ASSETS.find((a) => a.id === 'ETH_USDC')!
const USD = FIAT_CURRENCIES.find((f) => f.code === 'USD')!
const feed = (seed?: number) =>
  createPriceFeed({ assets: ASSETS, seed, startedAt: 1_000_000, stepMs: 5000 })

describe('price feed', () => {
  it('without a seed, prices never move', () => {
    const f = feed()
    expect(f.seeded).toBe(false)
    for (const t of [0, 1_000_000, 5_000_000, 1e12]) {
      expect(f.at(t).eurMicro(ETH)).toBe(ETH.priceEurMicro)
      expect(f.at(t).updatedAt).toBe(1_000_000)
    }
  })

  it('converts to fiat exactly, rounded half-up to the micro-unit', () => {
    // 3200 EUR / 0.92 EUR per USD = 3478.2608695... USD
    expect(feed().at(0).fiatMicro(ETH, USD)).toBe(3_478_260_870n)
  })

  it('with a seed, prices walk step by step, the same for the same seed and clock', () => {
    const a = feed(42)
    const b = feed(42)
    const seen = new Set<bigint>()
    for (let step = 0; step < 50; step++) {
      const t = 1_000_000 + step * 5000
      expect(a.at(t).eurMicro(ETH)).toBe(b.at(t).eurMicro(ETH))
      expect(a.at(t).updatedAt).toBe(t)
      seen.add(a.at(t).eurMicro(ETH))
    }
    expect(seen.size).toBeGreaterThan(10)
    // inside a step the price holds
    expect(a.at(1_000_000 + 7_000).eurMicro(ETH)).toBe(a.at(1_000_000 + 5_000).eurMicro(ETH))
    // another seed walks another way
    const c = feed(43)
    const t = 1_000_000 + 40 * 5000
    expect(c.at(t).eurMicro(ETH)).not.toBe(a.at(t).eurMicro(ETH))
  })

  it('stays within each asset bound, also after a long jump and when the clock goes back', () => {
    const f = feed(7)
    for (const t of [1e7, 5e8, 2e8, 1e6 + 5000, 3e9]) {
      const snapshot = f.at(t)
      for (const asset of ASSETS) {
        const ratio = Number(snapshot.eurMicro(asset)) / Number(asset.priceEurMicro)
        expect(Math.abs(ratio - 1)).toBeLessThanOrEqual(asset.volatility.boundBp / 10_000 + 1e-9)
      }
    }
    // a revisited time gives the same price as before
    const again = feed(7)
    expect(again.at(2e8).eurMicro(USDC)).toBe(f.at(2e8).eurMicro(USDC))
  })

  it('treats a clock before the start, or not finite, as the start', () => {
    const f = feed(1)
    expect(f.at(0).eurMicro(ETH)).toBe(ETH.priceEurMicro)
    expect(f.at(Number.NaN).eurMicro(ETH)).toBe(ETH.priceEurMicro)
  })
})
