// Part of the stand-in widget's browser module (bundled from ./main.ts): the native SDKs'
// protocol, spoken when the widget is opened with `variant=sdk-mobile` inside an app's webview.
import { listenForHost, type WidgetChannel } from './openChannel.js'

/** The variant the official Android and iOS SDKs open the widget with. */
export const MOBILE_VARIANT = 'sdk-mobile'

interface Bridge {
  postMessage(message: unknown): void
}

/** The app's bridge as the page sees it: either shape, or none. */
interface MobileWindow {
  /** Android: an object added with `addJavascriptInterface`; takes JSON text. */
  RampInstantMobile?: Bridge
  /** iOS: a `WKScriptMessageHandler` added under that name; takes the object itself. */
  webkit?: { messageHandlers?: { RampInstantMobile?: Bridge } }
}

const canPost = (bridge: Bridge | undefined): bridge is Bridge =>
  typeof bridge?.postMessage === 'function'

/**
 * The widget's side of the mobile protocol: it posts `{ type, payload, eventVersion? }` to the
 * app's `RampInstantMobile` bridge — JSON text to the Android interface, the object to the iOS
 * message handler (the Android shape first, as an Android page has no `webkit`) — and hears
 * the app's answers, which the app runs in this page as `window.postMessage(...)`: messages
 * from this same window at its own origin. `WIDGET_CLOSE` carries `{ showAlert: false }`, what
 * the native SDKs read to close without asking.
 */
export function openMobileChannel(win: Window): WidgetChannel {
  const app = win as unknown as MobileWindow
  const android = canPost(app.RampInstantMobile) ? app.RampInstantMobile : undefined
  const ios = app.webkit?.messageHandlers?.RampInstantMobile
  const connected = Boolean(android ?? canPost(ios))
  return {
    connected,
    post(type, payload, eventVersion) {
      const message: Record<string, unknown> = {
        type,
        payload: type === 'WIDGET_CLOSE' ? { showAlert: false } : payload,
      }
      if (eventVersion !== undefined) message.eventVersion = eventVersion
      try {
        if (android) android.postMessage(JSON.stringify(message))
        else if (canPost(ios)) ios.postMessage(message)
      } catch {
        // the app's bridge went away
      }
    },
    // The app's answers come as this window's own messages (it runs window.postMessage here).
    listen: (handler) =>
      listenForHost(
        win,
        (event) => connected && event.source === win && event.origin === win.location.origin,
        handler,
      ),
  }
}
