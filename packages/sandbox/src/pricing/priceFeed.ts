import type { AssetFixture } from '../fixtures/assets.js'
import type { FiatFixture } from '../fixtures/currencies.js'
import { roundHalfUpDiv } from './bigmath.js'

/**
 * Asset prices over time. Without a seed they never move. With a seed each asset follows a
 * deterministic bounded walk: every `stepMs` since `startedAt` it moves by a seeded number of
 * basis points (at most `stepBp`, reflected at ±`boundBp`), so the same seed and clock always
 * give the same prices.
 */
export interface PriceFeedOptions {
  assets: readonly AssetFixture[]
  seed?: number | undefined
  startedAt: number
  stepMs: number
}

export interface PriceSnapshot {
  /** Start of the current price step (`priceUpdateTs`). */
  readonly updatedAt: number
  /** Price of one whole unit in micro-EUR. */
  eurMicro(asset: AssetFixture): bigint
  /** Price of one whole unit in micro-units of `fiat` (rounded half-up). */
  fiatMicro(asset: AssetFixture, fiat: FiatFixture): bigint
}

export interface PriceFeed {
  readonly seeded: boolean
  at(time: number): PriceSnapshot
}

// Past this many steps the walk stops moving; keeps a jumped test clock from costing seconds.
const MAX_STEPS = 1 << 22

export function createPriceFeed(options: PriceFeedOptions): PriceFeed {
  const { assets, seed, startedAt, stepMs } = options
  const walks = new Map<string, { step: number; offsetBp: number }>()
  let cached: { step: number; snapshot: PriceSnapshot } | undefined

  function offsetAt(asset: AssetFixture, index: number, step: number): number {
    if (seed === undefined || step === 0) return 0
    let walk = walks.get(asset.id)
    if (!walk || walk.step > step) walk = { step: 0, offsetBp: 0 }
    const { stepBp, boundBp } = asset.volatility
    let offset = walk.offsetBp
    for (let k = walk.step + 1; k <= step; k++) {
      offset += (hash(seed, index, k) % (2 * stepBp + 1)) - stepBp
      if (offset > boundBp) offset = 2 * boundBp - offset
      else if (offset < -boundBp) offset = -2 * boundBp - offset
    }
    walks.set(asset.id, { step, offsetBp: offset })
    return offset
  }

  function snapshotFor(step: number): PriceSnapshot {
    const eur = new Map<string, bigint>()
    assets.forEach((asset, index) => {
      const offset = BigInt(offsetAt(asset, index, step))
      eur.set(asset.id, roundHalfUpDiv(asset.priceEurMicro * (10_000n + offset), 10_000n))
    })
    const eurMicro = (asset: AssetFixture) => eur.get(asset.id) ?? asset.priceEurMicro
    return {
      updatedAt: startedAt + step * stepMs,
      eurMicro,
      fiatMicro: (asset, fiat) =>
        roundHalfUpDiv(eurMicro(asset) * 1_000_000n, fiat.eurPerUnitMicro),
    }
  }

  return {
    seeded: seed !== undefined,
    at(time) {
      const elapsed = Number.isFinite(time) ? time - startedAt : 0
      const step =
        seed === undefined || elapsed <= 0 ? 0 : Math.min(MAX_STEPS, Math.floor(elapsed / stepMs))
      if (cached?.step !== step) cached = { step, snapshot: snapshotFor(step) }
      return cached.snapshot
    },
  }
}

/** A 32-bit integer hash of (seed, asset, step): the seeded source of every walk step. */
function hash(seed: number, index: number, step: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(step, 0x85ebca77)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d)
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b)
  return (h ^ (h >>> 16)) >>> 0
}
