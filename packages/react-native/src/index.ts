// Public entry of @rampkit/react-native. `./RampWidgetView` is the WebView component in an
// app and `./RampWidgetView.web` on the web (react-native-web): each build picks its file.
export {
  type AssetsHookResult,
  type PurchaseHookOptions,
  type PurchaseHookResult,
  type QuoteHookOptions,
  type QuoteHookResult,
  RampKitProvider,
  type RampKitProviderProps,
  type ResourceHookResult,
  type SaleHookOptions,
  type SaleHookResult,
  useAssets,
  useOfframpQuote,
  useOnrampQuote,
  usePurchase,
  useResource,
  useSale,
} from '@rampkit/react'
export { type InAppBrowserOpener, openRampInBrowser } from './openRampInBrowser'
export {
  type CloseConfirmationTexts,
  RampWidgetView,
  type RampWidgetViewProps,
} from './RampWidgetView'
export { useWidgetPreload, type WidgetPreloadOptions } from './widgetPreload'
