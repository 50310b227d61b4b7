// Public entry of @rampkit/react: a thin layer over @rampkit/core's stores.

export type { RampWidgetProps } from './components/RampWidget.js'
export { RampWidget } from './components/RampWidget.js'
export type { RampKitClientOptions, RampKitProviderProps } from './context/RampKitProvider.js'
export { RampKitProvider } from './context/RampKitProvider.js'
export { useRampKitClient } from './context/useRampKitClient.js'
export type { AssetsHookResult, QuoteHookOptions, QuoteHookResult } from './hooks/types.js'
export { useAssets } from './hooks/useAssets.js'
export { useOfframpQuote } from './hooks/useOfframpQuote.js'
export { useOnrampQuote } from './hooks/useOnrampQuote.js'
export type { RampWidgetHookResult, UseRampWidgetOptions } from './hooks/useRampWidget.js'
export { useRampWidget } from './hooks/useRampWidget.js'
export type { ResourceHookResult } from './hooks/useResourceStore.js'
