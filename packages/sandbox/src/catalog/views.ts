import type { AssetFixture } from '../fixtures/assets.js'
import type { FiatFixture } from '../fixtures/currencies.js'
import { flowLimits } from '../pricing/limits.js'
import { centsToNumber, microToNumber } from '../pricing/money.js'
import { networkFeeCents } from '../pricing/networkFee.js'
import type { PriceSnapshot } from '../pricing/priceFeed.js'
import type { PublicAssetDetails, SaleAssetInfo } from '../types.js'
import type { Catalog } from './catalog.js'

/**
 * Response shapes of spec section 2, one builder per version. Key order follows the spec's
 * tables; optional keys are left out rather than set to undefined.
 */
export interface ViewContext {
  catalog: Catalog
  snapshot: PriceSnapshot
  /** Origin the sandbox is reached at, for logo URLs. */
  origin: string
  /** `networkParamsUpdatedAt` of legacy assets (network fees are fixed). */
  startedAt: number
}

type Dictionary = Record<string, number>

export function priceDictionary(ctx: ViewContext, asset: AssetFixture): Dictionary {
  const price: Dictionary = {}
  for (const fiat of ctx.catalog.fiats)
    price[fiat.code] = microToNumber(ctx.snapshot.fiatMicro(asset, fiat))
  return price
}

function logoUrl(ctx: ViewContext, asset: AssetFixture): string {
  return `${ctx.origin}/sandbox/logos/${asset.id}.svg`
}

/** An asset's `type`: `NATIVE` (V3) or the chain's blockchain type (legacy), else the token standard. */
function assetType(catalog: Catalog, asset: AssetFixture, version: 'v3' | 'legacy'): string {
  const chain = catalog.chain(asset.chain)
  if (asset.address === null)
    return version === 'v3' ? 'NATIVE' : (chain?.blockchainType ?? asset.chain)
  return chain?.tokenStandard ?? 'TOKEN'
}

function limitNumber(cents: bigint | null): number {
  return cents === null ? -1 : centsToNumber(cents)
}

function cryptoLimit(units: bigint | null): string {
  return units === null ? '-1' : String(units)
}

/** AssetInfo (2.2): V3 on-ramp with `chain`, V2 without it (and blockchain type for natives). */
export function assetInfo(
  ctx: ViewContext,
  asset: AssetFixture,
  fiat: FiatFixture,
  version: 'v3' | 'v2',
): Record<string, unknown> {
  const limits = flowLimits(ctx.catalog, asset, fiat, 'onramp')
  const view: Record<string, unknown> = { symbol: asset.symbol }
  if (version === 'v3') view.chain = asset.chain
  view.name = asset.name
  view.decimals = asset.decimals
  view.type = assetType(ctx.catalog, asset, version === 'v3' ? 'v3' : 'legacy')
  if (asset.address !== null) view.address = asset.address
  view.logoUrl = logoUrl(ctx, asset)
  view.enabled = asset.enabled
  view.hidden = asset.hidden
  view.price = priceDictionary(ctx, asset)
  view.currencyCode = fiat.code
  view.minPurchaseAmount = limitNumber(limits.assetMinCents)
  view.maxPurchaseAmount = limitNumber(limits.assetMaxCents)
  view.minPurchaseCryptoAmount = cryptoLimit(limits.minCryptoUnits)
  view.networkFee = centsToNumber(networkFeeCents(ctx.catalog, asset, fiat))
  return view
}

/** OfframpAssetInfo (2.3): V3 fields, `address` always (null for natives), off-ramp limits. */
export function offrampAssetInfo(
  ctx: ViewContext,
  asset: AssetFixture,
  fiat: FiatFixture,
): Record<string, unknown> {
  const limits = flowLimits(ctx.catalog, asset, fiat, 'offramp')
  return {
    symbol: asset.symbol,
    chain: asset.chain,
    name: asset.name,
    decimals: asset.decimals,
    type: assetType(ctx.catalog, asset, 'v3'),
    address: asset.address,
    logoUrl: logoUrl(ctx, asset),
    enabled: asset.enabled,
    hidden: asset.hidden,
    price: priceDictionary(ctx, asset),
    currencyCode: fiat.code,
    minPurchaseAmount: limitNumber(limits.assetMinCents),
    maxPurchaseAmount: limitNumber(limits.assetMaxCents),
    minPurchaseCryptoAmount: cryptoLimit(limits.minCryptoUnits),
    networkFee: centsToNumber(networkFeeCents(ctx.catalog, asset, fiat)),
  }
}

/** Legacy AssetInfo (2.5): EUR amounts, no `chain` or `currencyCode`. */
export function legacyAssetInfo(ctx: ViewContext, asset: AssetFixture): Record<string, unknown> {
  const eur = ctx.catalog.fiat('EUR')!
  const limits = flowLimits(ctx.catalog, asset, eur, 'onramp')
  const view: Record<string, unknown> = {
    symbol: asset.symbol,
    name: asset.name,
    decimals: asset.decimals,
    type: assetType(ctx.catalog, asset, 'legacy'),
  }
  if (asset.address !== null) view.address = asset.address
  view.logoUrl = logoUrl(ctx, asset)
  view.enabled = asset.enabled
  view.hidden = asset.hidden
  view.priceEur = microToNumber(ctx.snapshot.eurMicro(asset))
  view.priceUpdateTs = new Date(ctx.snapshot.updatedAt).toISOString()
  view.price = priceDictionary(ctx, asset)
  view.minPurchaseAmountEur = limitNumber(limits.assetMinCents)
  view.maxPurchaseAmountEur = limitNumber(limits.assetMaxCents)
  view.minPurchaseCryptoAmount = cryptoLimit(limits.minCryptoUnits)
  view.networkFeeEur = centsToNumber(networkFeeCents(ctx.catalog, asset, eur))
  view.networkParamsUpdatedAt = new Date(ctx.startedAt).toISOString()
  return view
}

/** PublicAssetDetails plus `type` (legacy quote `asset`, ServicePurchase `asset`). */
export function publicAssetDetails(catalog: Catalog, asset: AssetFixture): PublicAssetDetails {
  return {
    address: asset.address,
    symbol: asset.symbol,
    name: asset.name,
    decimals: asset.decimals,
    type: assetType(catalog, asset, 'legacy'),
  }
}

/** `crypto.assetInfo` of a ServiceSale (2.9): V3 style, with chain and `NATIVE`. */
export function saleAssetInfo(catalog: Catalog, asset: AssetFixture): SaleAssetInfo {
  return {
    address: asset.address,
    symbol: asset.symbol,
    chain: asset.chain,
    type: assetType(catalog, asset, 'v3'),
    name: asset.name,
    decimals: asset.decimals,
  }
}
