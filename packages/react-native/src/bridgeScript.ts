import type { MobileSdkType } from '@rampkit/core/adapter'

/**
 * The script injected before the widget's page loads: it gives the page the `RampInstantMobile`
 * bridge the official native SDKs give it — on Android an object with `postMessage(json)` (the
 * shape of its `@JavascriptInterface`), on iOS a handler at
 * `window.webkit.messageHandlers.RampInstantMobile` (the shape of its `WKScriptMessageHandler`)
 * — and forwards each message to React Native as text. Where WebKit keeps the iOS handlers
 * read-only, the Android shape is added too, so the page always finds a bridge.
 */
export function mobileBridgeScript(sdkType: MobileSdkType): string {
  return `(function () {
  var w = window;
  var bridge = {
    postMessage: function (message) {
      var native = w.ReactNativeWebView;
      if (native) native.postMessage(typeof message === 'string' ? message : JSON.stringify(message));
    },
  };
  var ios = ${sdkType === 'IOS'};
  if (ios) {
    try {
      var webkit = w.webkit || (w.webkit = {});
      var handlers = webkit.messageHandlers || (webkit.messageHandlers = {});
      if (!handlers.RampInstantMobile) handlers.RampInstantMobile = bridge;
      ios = handlers.RampInstantMobile === bridge;
    } catch (error) {
      ios = false;
    }
  }
  if (!ios && !w.RampInstantMobile) w.RampInstantMobile = bridge;
})();
true;`
}
