import {
  answerMobileRequest,
  DEFAULT_LOAD_TIMEOUT_MS,
  type MobileReply,
  mobileReplyScript,
  readMobileWidgetMessage,
  type WidgetEvent,
  type WidgetMessage,
  widgetConfigKey,
} from '@rampkit/core'
import { useEffect, useMemo, useRef } from 'react'
import { Alert, BackHandler, Linking, Platform } from 'react-native'
import { WebView, type WebViewMessageEvent } from 'react-native-webview'
import type { ShouldStartLoadRequest } from 'react-native-webview/lib/WebViewTypes'
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

  const emit = (event: WidgetEvent, message?: WidgetMessage) =>
    latest.current.onEvent?.(event, message)
  const post = (reply: MobileReply) => postToWidget(webView.current, reply)
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
      postToWidget(webView.current, { type: 'BACK_BUTTON_PRESSED', payload: null })
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
      void answerMobileRequest(event.type, event.payload, latest.current).then(post)
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
      onOpenWindow={({ nativeEvent }) => openLink(nativeEvent.targetUrl)}
      ref={webView}
    />
  )
}

/** Posts `reply` in the widget's page, as the native SDKs do (`window.postMessage(...)`). */
function postToWidget(webView: WebView | null, reply: MobileReply): void {
  webView?.injectJavaScript(mobileReplyScript(reply))
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
