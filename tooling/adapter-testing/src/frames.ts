// Helpers for the adapters' widget tests: the iframes they mount and a stand-in widget window.
import type { WidgetConfig } from '@rampkit/core'

// The stand-in widget window, the frames query and the widget's payloads live with core's own
// widget tests (test-only modules, not published, loaded by their source path); one
// implementation for core's, the adapters' and the example apps' tests.
export {
  driveFrame,
  type SendAsWidget,
} from '../../../packages/core/src/widget/mount/testing/driveFrame.js'
/** The widget iframes under `root` (each inside a shadow root), in document order. */
export { widgetFrames } from '../../../packages/core/src/widget/mount/testing/harness.js'
/** A `SEND_CRYPTO` payload: the widget asks the host to send 1 wei of Ether to `0xabc`. */
export { SEND_CRYPTO_REQUEST } from '../../../packages/core/src/widget/mount/testing/payloads.js'

export const WIDGET_URL = 'https://widget.example/app/'

export const CONFIG: WidgetConfig = {
  hostAppName: 'Demo wallet',
  hostLogoUrl: 'https://wallet.example/logo.svg',
  hostApiKey: 'pk_test_123',
  url: WIDGET_URL,
}

/** A `REQUEST_CRYPTO_ACCOUNT` payload: the widget asks for the user's account of an asset. */
export const ACCOUNT_REQUEST = { type: 'ETH', assetSymbol: 'ETH_USDC' }

/** Core's answer to `REQUEST_CRYPTO_ACCOUNT` when the host gave no `onRequestCryptoAccount`. */
export const NO_ACCOUNT_HANDLER_REPLY = {
  type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
  payload: { error: 'The host has no onRequestCryptoAccount handler.' },
}
