import type { WidgetEvent, WidgetMessage } from '@rampkit/core'
import {
  answerMobileRequest,
  DEFAULT_LOAD_TIMEOUT_MS,
  type MobileReply,
  mobileReplyScript,
  readMobileWidgetMessage,
  widgetConfigKey,
} from '@rampkit/core/adapter'
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { Alert, BackHandler, Linking, Platform } from 'react-native'
import { WebView, type WebViewMessageEvent, type WebViewNavigation } from 'react-native-webview'
import type {
  ShouldStartLoadRequest,
  WebViewNavigationEvent,
} from 'react-native-webview/lib/WebViewTypes'
import { mobileBridgeScript } from './bridgeScript'
import type { CloseConfirmationTexts, RampWidgetViewProps } from './types'
import { warnAboutConfig } from './warnAboutConfig'
import { sdkTypeOf, widgetAddress } from './widgetAddress'
import { isOpenableLink, originOf } from './widgetLinks'

export type { CloseConfirmationTexts, RampWidgetViewProps } from './types'

/**
 * The widget in a `react-native-webview` WebView, opened as the official Android and iOS SDKs
 * open it (`variant=sdk-mobile`, the `RampInstantMobile` bridge): typed events, answers to the
 * widget's requests, Android's back button, links to the system. A configuration that
 * breaks a rule throws a `WidgetConfigError` to the nearest error boundary.
 */
export function RampWidgetView(props: RampWidgetViewProps) {
  const { config, deepLinkScheme, webViewProps, style } = props
  const sdkType = sdkTypeOf(Platform.OS)
  const key = widgetConfigKey(config)
  // Rebuilt only when the configuration changes what the URL says: a new page otherwise.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `config`.
  const url = useMemo(() => {
    const address = widgetAddress(config, Platform.OS, deepLinkScheme)
    warnAboutConfig(config)
    return address
  }, [key, deepLinkScheme])
  const origin = originOf(url)
  const webView = useRef<WebView>(null)
  // Handlers are read when an event comes, so new callbacks never reload the widget.
  const latest = useRef(props)
  latest.current = props
  const page = useRef({ heard: false, ready: false })
  // The page the WebView shows now: a new object each time it changes, so an answer can tell
  // whether the page that asked is still there. `origin` is that page's, `widget` the widget's.
  const shown = useRef<ShownPage>({ origin, widget: origin })
  // Layout effect: the new address reaches the WebView in this commit, before any answer
  // pending for the old page can resolve.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `origin` follows `url`.
  useLayoutEffect(() => {
    shown.current = { origin, widget: origin }
  }, [url])

  const emit = (event: WidgetEvent, message?: WidgetMessage) =>
    latest.current.onEvent?.(event, message)
  const post = (reply: MobileReply) => postToWidget(webView.current, shown.current, reply)
  /**
   * Answers the page's request once the app's handler has: into the same page only. A page
   * left meanwhile (a bank's, or another site's, or the widget loaded afresh after one) must
   * not receive an account or a transaction meant for the one that asked.
   */
  const answer = (type: 'SEND_CRYPTO' | 'REQUEST_CRYPTO_ACCOUNT', payload: unknown) => {
    const asked = shown.current
    void answerMobileRequest(type, payload, latest.current).then((reply) => {
      if (shown.current === asked && post(reply)) return
      warnDropped(type)
    })
  }
  // Both platforms report the loads of the page and the widget's own routes (history API) as
  // navigations, and cannot tell them apart: a page of another origin is another page, and so
  // is the widget's after it. Within the widget's origin the widget routes itself.
  const navigated = (target: string | undefined) => {
    const now = originOf(target)
    if (now !== shown.current.origin) shown.current = { ...shown.current, origin: now }
  }
  const openLink = (link: unknown) => {
    if (isOpenableLink(link))
      (latest.current.onOpenLink ?? ((target) => void Linking.openURL(target)))(link)
  }

  // A widget that never speaks is reported, as the launcher reports it on the web. Each new
  // address is a new page, watched afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new `url`.
  useEffect(() => {
    page.current = { heard: false, ready: false }
    const { loadTimeoutMs = DEFAULT_LOAD_TIMEOUT_MS } = latest.current
    if (!Number.isFinite(loadTimeoutMs)) return
    const timer = setTimeout(() => {
      if (!page.current.heard)
        latest.current.onEvent?.({
          type: 'WIDGET_OPEN_FAILED',
          payload: { reason: 'LOAD_TIMEOUT' },
        })
    }, loadTimeoutMs)
    return () => clearTimeout(timer)
  }, [url])

  // Android's back button goes to the widget once it is set up (its own back step), as the
  // native SDK does; before that the app's navigation takes it.
  useEffect(() => {
    if (Platform.OS !== 'android') return
    const subscription = BackHandler.addEventListener('hardwareBackPress', () => {
      if (!page.current.ready) return false
      postToWidget(webView.current, shown.current, { type: 'BACK_BUTTON_PRESSED', payload: null })
      return true
    })
    return () => subscription.remove()
  }, [])

  const onMessage = ({ nativeEvent }: WebViewMessageEvent) => {
    // Only the widget's own pages speak for it: another site shown in the WebView (a bank's
    // page) could post too, and must not ask the wallet to send crypto. Both platforms name
    // the posting page; a test's stand-in WebView may not, and is heard.
    if (nativeEvent.url !== undefined && originOf(nativeEvent.url) !== origin) return
    const read = readMobileWidgetMessage(nativeEvent.data)
    if (!read) return
    page.current.heard = true
    const { message, reading } = read
    if (message.type === 'OPEN_LINK')
      return openLink((message.payload as { url?: unknown } | null)?.url)
    if (!reading) return
    if ('invalidField' in reading)
      return emit(
        {
          type: 'WIDGET_EVENT_INVALID',
          payload: { type: message.type, field: reading.invalidField },
        },
        message,
      )
    const { event } = reading
    if (event.type === 'WIDGET_CONFIG_DONE') page.current.ready = true
    emit(event, message)
    if (event.type === 'WIDGET_CLOSE')
      closeWidget(message, latest.current.closeConfirmation, () => latest.current.onClose?.())
    if (event.type === 'SEND_CRYPTO' || event.type === 'REQUEST_CRYPTO_ACCOUNT')
      answer(event.type, event.payload)
  }

  // Web pages load here, as in the native SDKs' WebView: the widget's own, and the payment
  // steps it sends the user through (3-D Secure, a bank's page) that come back to it. A link
  // for another app (`mywallet://`, `wc:`, `mailto:`) goes to the system; a script URL nowhere.
  const onShouldStartLoadWithRequest = ({ url: target }: ShouldStartLoadRequest) => {
    if (/^(https?|about|blob|data):/i.test(target)) return true
    openLink(target)
    return false
  }

  return (
    <WebView
      // Camera and microphone for the identity check, inline video for its preview.
      mediaPlaybackRequiresUserAction={false}
      allowsInlineMediaPlayback
      mediaCapturePermissionGrantType="grantIfSameHostElsePrompt"
      // Google Pay in Android's WebView (react-native-webview 13.16+).
      paymentRequestEnabled
      domStorageEnabled
      style={style}
      {...webViewProps}
      source={{ uri: url }}
      injectedJavaScriptBeforeContentLoaded={mobileBridgeScript(sdkType)}
      onMessage={onMessage}
      onShouldStartLoadWithRequest={onShouldStartLoadWithRequest}
      // The app's own handlers in webViewProps still hear these.
      onLoadStart={(event: WebViewNavigationEvent) => {
        navigated(event.nativeEvent.url)
        latest.current.webViewProps?.onLoadStart?.(event)
      }}
      onNavigationStateChange={(state: WebViewNavigation) => {
        navigated(state.url)
        latest.current.webViewProps?.onNavigationStateChange?.(state)
      }}
      onOpenWindow={({ nativeEvent }) => openLink(nativeEvent.targetUrl)}
      ref={webView}
    />
  )
}

/** The page a `RampWidgetView` shows: its origin, and the widget's. */
interface ShownPage {
  origin: string | undefined
  widget: string | undefined
}

/** Development only: an answer the app gave that no page received, and why. */
function warnDropped(type: 'SEND_CRYPTO' | 'REQUEST_CRYPTO_ACCOUNT'): void {
  if (typeof __DEV__ === 'undefined' || !__DEV__) return
  // The answer itself (an address, a transaction) stays out of the log.
  console.warn(
    `[rampkit] The answer to ${type} was not sent: the WebView left the widget's page that asked for it.`,
  )
}

/**
 * Posts `reply` in the widget's page, as the native SDKs do (`window.postMessage(...)`): only
 * when the page shown is one of the widget's own. Says whether it did.
 */
function postToWidget(webView: WebView | null, shown: ShownPage, reply: MobileReply): boolean {
  if (!webView || shown.origin !== shown.widget) return false
  webView.injectJavaScript(mobileReplyScript(reply))
  return true
}

/**
 * The widget's close, as the native SDKs handle it: with `{ showAlert: true }` (the user is
 * half-way through) the user is asked first, in the app's `texts` where given; otherwise it
 * closes at once.
 */
function closeWidget(
  message: WidgetMessage,
  texts: CloseConfirmationTexts | undefined,
  close: () => void,
): void {
  if ((message.payload as { showAlert?: unknown } | null)?.showAlert !== true) {
    close()
    return
  }
  const {
    title = 'Close?',
    message: question = 'What you entered here will be lost.',
    stay = 'Stay',
    close: leave = 'Close',
  } = texts ?? {}
  Alert.alert(title, question, [
    { text: stay, style: 'cancel' },
    { text: leave, style: 'destructive', onPress: close },
  ])
}
