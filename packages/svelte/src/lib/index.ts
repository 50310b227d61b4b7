// Public entry of @rampkit/svelte: Svelte 5 runes over @rampkit/core's stores.

export { getRampKitClient, setRampKitContext } from './context.js'
export { createAssets } from './createAssets.svelte.js'
export { createOfframpQuote } from './createOfframpQuote.svelte.js'
export { createOnrampQuote } from './createOnrampQuote.svelte.js'
export { createPurchase } from './createPurchase.svelte.js'
export { createRampWidget } from './createRampWidget.svelte.js'
export { createResource } from './createResource.svelte.js'
export { createSale } from './createSale.svelte.js'
export { default as RampWidget } from './RampWidget.svelte'
export { rampWidget } from './rampWidget.js'
export type {
  AssetsResult,
  PurchaseOptions,
  PurchaseResult,
  QuoteOptions,
  QuoteResult,
  RampWidgetActionOptions,
  RampWidgetActionParameter,
  RampWidgetOptions,
  RampWidgetProps,
  RampWidgetResult,
  ResourceResult,
  SaleOptions,
  SaleResult,
} from './types.js'
