// The stand-in widget's state once a flow's assets and currencies have loaded (pure; see
// ./widgetState.ts). The rules of spec 2.11 it applies live in ../choose.ts.
import type { ActiveTransactionCurrency } from '@rampkit/core'
import { convertFiat, defaultAssetId, offeredAssets, pickCurrency } from '../choose.js'
import type { StandInConfig } from '../readWidgetConfig.js'
import { type Asset, assetId, type WidgetState } from './widgetState.js'

/** The configuration fields that pick the asset, the currency and the amount. */
export type FlowPresets = Pick<
  StandInConfig,
  'swapAsset' | 'offrampAsset' | 'defaultAsset' | 'fiatCurrency' | 'fiatValue'
>

/**
 * The flow's catalog and the country's currencies have arrived: offers the assets the flow's
 * list (`swapAsset` / `offrampAsset`) and the country allow, keeps the selected asset when it
 * is still offered (else `defaultAsset`, else the first offered), and keeps the selected
 * currency when the flow takes it. While the presets apply, the currency is `fiatCurrency`
 * (else the country's main one) and the amount `fiatValue`, converted into the currency used
 * in place of `fiatCurrency`.
 */
export function flowLoaded(
  state: WidgetState,
  presets: FlowPresets,
  catalog: readonly Asset[],
  currencies: readonly ActiveTransactionCurrency[],
): WidgetState {
  const onramp = state.flow === 'ONRAMP'
  const list = onramp ? presets.swapAsset : presets.offrampAsset
  const assets = offeredAssets(catalog, list, state.country.supportedAssets)
  const wanted = state.asset
    ? assetId(state.asset)
    : defaultAssetId(assets, list, presets.defaultAsset)
  const asset = assets.find((candidate) => assetId(candidate) === wanted) ?? assets[0]
  const offered = currencies
    .filter((currency) => (onramp ? currency.onrampAvailable : currency.offrampAvailable))
    .map((currency) => currency.fiatCurrency)

  const next: WidgetState = { ...state, assets, asset, currencies: offered }
  const previous = state.currency
  if (!state.presetsApply && previous && offered.includes(previous)) return next
  const picked = pickCurrency(
    offered,
    state.presetsApply ? presets.fiatCurrency : previous,
    state.country.mainCurrencyCode,
  )
  next.currency = picked.code
  if (state.presetsApply && presets.fiatValue !== undefined) {
    next.fiatValue =
      picked.fellBack && presets.fiatCurrency && asset && picked.code
        ? convertFiat(
            presets.fiatValue,
            presets.fiatCurrency.toUpperCase(),
            picked.code,
            asset.price,
          )
        : presets.fiatValue
  }
  return next
}
