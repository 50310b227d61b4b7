import type { Catalog } from '../catalog/catalog.js'
import { SandboxError } from '../errors.js'
import type { AssetFixture } from '../fixtures/assets.js'
import type { FiatFixture } from '../fixtures/currencies.js'

export type Flow = 'onramp' | 'offramp'

/** Echo of user input in messages, cut short so a huge value cannot bloat an error body. */
export function shown(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value
}

/**
 * The asset a quote or a control request names. `<CHAIN>_<SYMBOL>` everywhere; with
 * `allowBareSymbol` (legacy quote) a bare symbol means the Ethereum asset of that symbol, or
 * the only asset with it.
 */
export function resolveAsset(
  catalog: Catalog,
  id: string,
  flow: Flow,
  allowBareSymbol = false,
): AssetFixture {
  let asset = catalog.asset(id)
  if (!asset && allowBareSymbol) {
    const symbol = id.toUpperCase()
    const matches = catalog.assets.filter((a) => a.symbol === symbol)
    asset =
      matches.find((a) => a.chain === 'ETH') ?? (matches.length === 1 ? matches[0] : undefined)
  }
  if (!asset) {
    throw new SandboxError('UNKNOWN_ASSET', `unknown asset "${shown(id)}"; use <CHAIN>_<SYMBOL>`, {
      field: 'cryptoAssetSymbol',
    })
  }
  if (!asset.enabled) {
    throw new SandboxError('ASSET_DISABLED', `asset ${asset.id} is disabled`, {
      field: 'cryptoAssetSymbol',
    })
  }
  if (flow === 'offramp' && !asset.offramp) {
    throw new SandboxError('ASSET_NOT_AVAILABLE', `asset ${asset.id} is not offered for off-ramp`, {
      field: 'cryptoAssetSymbol',
    })
  }
  return asset
}

/** A fiat currency known to the sandbox and served by at least one method of the flow. */
export function resolveFiat(catalog: Catalog, code: string, flow: Flow): FiatFixture {
  const fiat = catalog.fiat(code)
  if (!fiat) {
    throw new SandboxError('UNKNOWN_CURRENCY', `unknown fiat currency "${shown(code)}"`, {
      field: 'fiatCurrency',
    })
  }
  const methods = flow === 'onramp' ? catalog.paymentMethods : catalog.payoutMethods
  if (!methods.some((m) => m.currencies.includes(fiat.code))) {
    throw new SandboxError(
      'UNSUPPORTED_CURRENCY',
      `${fiat.code} is not available for ${flow === 'onramp' ? 'on-ramp' : 'off-ramp'}`,
      { field: 'fiatCurrency' },
    )
  }
  return fiat
}

/** Rejects an asset that the country (when known to the sandbox) does not offer. */
export function assertAssetInCountry(
  catalog: Catalog,
  asset: AssetFixture,
  countryCode: string | undefined,
): void {
  if (countryCode === undefined) return
  const country = catalog.country(countryCode)
  if (!country || country.supportedAssets === null) return
  if (!country.supportedAssets.includes(asset.id)) {
    throw new SandboxError(
      'ASSET_NOT_AVAILABLE',
      `asset ${asset.id} is not available in country ${country.code}`,
      { field: 'userCountryCode' },
    )
  }
}
