import type { Catalog } from '../catalog/catalog.js'
import type { AssetFixture } from '../fixtures/assets.js'
import type { FiatFixture } from '../fixtures/currencies.js'
import { eurCentsTo } from './convert.js'
import type { Flow } from './resolve.js'

/** Limits of one asset and flow in one currency: asset limits where set, else global ones. */
export interface FlowLimits {
  minCents: bigint
  maxCents: bigint
  /** Asset-specific values as answered (`null` = `-1`, unlimited). */
  assetMinCents: bigint | null
  assetMaxCents: bigint | null
  minCryptoUnits: bigint | null
}

export function flowLimits(
  catalog: Catalog,
  asset: AssetFixture,
  fiat: FiatFixture,
  flow: Flow,
): FlowLimits {
  const rules = flow === 'onramp' ? catalog.onrampRules : catalog.offrampRules
  const limits = flow === 'onramp' ? asset.onramp : asset.offramp
  const assetMin = limits?.minAmountEurCents ?? null
  const assetMax = limits?.maxAmountEurCents ?? null
  const assetMinCents = assetMin === null ? null : eurCentsTo(fiat, assetMin)
  const assetMaxCents = assetMax === null ? null : eurCentsTo(fiat, assetMax)
  return {
    minCents: assetMinCents ?? eurCentsTo(fiat, rules.minAmountEurCents),
    maxCents: assetMaxCents ?? eurCentsTo(fiat, rules.maxAmountEurCents),
    assetMinCents,
    assetMaxCents,
    minCryptoUnits: limits?.minCryptoAmount ?? null,
  }
}
