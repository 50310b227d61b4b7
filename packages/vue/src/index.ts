// Public entry of @rampkit/vue: a thin layer over @rampkit/core's stores.

export { RampWidget } from './components/RampWidget.js'
export type {
  AssetsComposableResult,
  QuoteComposableOptions,
  QuoteComposableResult,
} from './composables/types.js'
export { useAssets } from './composables/useAssets.js'
export { useOfframpQuote } from './composables/useOfframpQuote.js'
export { useOnrampQuote } from './composables/useOnrampQuote.js'
export type {
  PurchaseComposableOptions,
  PurchaseComposableResult,
} from './composables/usePurchase.js'
export { usePurchase } from './composables/usePurchase.js'
export type {
  RampWidgetComposableResult,
  UseRampWidgetOptions,
} from './composables/useRampWidget.js'
export { useRampWidget } from './composables/useRampWidget.js'
export type { ResourceComposableResult, TrackerRefs } from './composables/useResourceStore.js'
export { useResource } from './composables/useResourceStore.js'
export type { SaleComposableOptions, SaleComposableResult } from './composables/useSale.js'
export { useSale } from './composables/useSale.js'
export { provideRampKit } from './plugin/provideRampKit.js'
export { RampKitClientKey } from './plugin/RampKitClientKey.js'
export type { RampKitPluginOptions } from './plugin/RampKitPlugin.js'
export { RampKitPlugin } from './plugin/RampKitPlugin.js'
export { useRampKitClient } from './plugin/useRampKitClient.js'
