import type { Catalog } from '../catalog/catalog.js'
import type { AssetFixture } from '../fixtures/assets.js'
import type { FiatFixture } from '../fixtures/currencies.js'
import { eurCentsTo } from './convert.js'

/** Network fee of sending the asset, in cents of `fiat`. */
export function networkFeeCents(catalog: Catalog, asset: AssetFixture, fiat: FiatFixture): bigint {
  const chain = catalog.chain(asset.chain)
  if (!chain) return 0n
  const eur =
    asset.address === null ? chain.networkFeeEurCents.native : chain.networkFeeEurCents.token
  return eurCentsTo(fiat, eur)
}
