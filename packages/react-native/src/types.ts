import type {
  RequestCryptoAccountHandler,
  SendCryptoHandler,
  WidgetConfig,
  WidgetEvent,
  WidgetMessage,
} from '@rampkit/core'
import type { StyleProp, ViewStyle } from 'react-native'
import type { WebViewProps } from 'react-native-webview'

/** The texts of `RampWidgetView`'s close confirmation; each one left out keeps its default. */
export interface CloseConfirmationTexts {
  /** The alert's title. Default `Close?`. */
  title?: string
  /** The alert's message. Default `What you entered here will be lost.` */
  message?: string
  /** The button that keeps the widget open. Default `Stay`. */
  stay?: string
  /** The button that closes it. Default `Close`. */
  close?: string
}

/** Props of `RampWidgetView`. */
export interface RampWidgetViewProps {
  /**
   * The widget's configuration, checked as `createWidget` checks it: a broken rule throws a
   * `WidgetConfigError` naming the field. `variant` is ignored: in an app the widget is the
   * native SDKs' `sdk-mobile` (on the web, an embedded widget).
   */
  config: WidgetConfig
  /** Every widget event, typed as on the web, with the widget's message it was read from. */
  onEvent?: (event: WidgetEvent, message?: WidgetMessage) => void
  /**
   * The widget closed (its exit button, or the end of the flow). When the widget asks for a
   * confirmation first (`WIDGET_CLOSE` with `{ showAlert: true }`), after the user confirmed.
   */
  onClose?: () => void
  /** Sends the crypto the widget asks for (off-ramp with `useSendCryptoCallback`). */
  onSendCrypto?: SendCryptoHandler
  /** Gives the widget the user's account (address) for an asset when it asks. */
  onRequestCryptoAccount?: RequestCryptoAccountHandler
  /**
   * A link the widget opens (`OPEN_LINK`, a new window) or a link to another app it navigates
   * to (`mywallet://`, `wc:`); web pages it navigates to (3-D Secure, a bank's page) stay in the
   * WebView, as in the native SDKs. Default: the system (`Linking.openURL`).
   */
  onOpenLink?: (url: string) => void
  /**
   * How long the widget may say nothing before `WIDGET_OPEN_FAILED` `{ reason: 'LOAD_TIMEOUT' }`
   * reaches `onEvent` (it stays shown). Default 15,000 ms.
   */
  loadTimeoutMs?: number
  /**
   * The texts of the question asked before the widget closes when the user is half-way through
   * (`WIDGET_CLOSE` with `{ showAlert: true }`), in the app's language. Each one not given is
   * the English default: title `Close?`, message `What you entered here will be lost.`,
   * buttons `Stay` and `Close`. Not used on the web (react-native-web), where core's embedded
   * widget handles its close. For example, in German: title `Schließen?`, message
   * `Deine Eingaben gehen verloren.`, stay `Bleiben`, close `Schließen`.
   */
  closeConfirmation?: CloseConfirmationTexts
  /** The app's URL scheme (`myapp`), for the widget's links back to the app. */
  deepLinkScheme?: string
  /** The view's style (on the web, the embedded widget's container). */
  style?: StyleProp<ViewStyle>
  /**
   * Any other prop of the `WebView` (ignored on the web). The widget's address, the bridge and
   * the handlers above stay the component's.
   */
  webViewProps?: Partial<WebViewProps>
}
