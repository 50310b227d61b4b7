export {
  HOST_API_ENDPOINTS,
  type HostApiEndpoint,
} from './msw/hostApiEndpoints.js'
export {
  answerEndpoint,
  type EndpointFailure,
  failEndpoint,
  type OverrideOptions,
} from './msw/overrideEndpoint.js'
export {
  type RampkitHandlers,
  type RampkitHandlersOptions,
  rampkitHandlers,
} from './msw/rampkitHandlers.js'
export {
  createTestSandbox,
  DEFAULT_TEST_START_TIME,
  type TestSaleState,
  type TestSandbox,
  type TestSandboxOptions,
} from './sandbox/createTestSandbox.js'
export { TestSandboxError } from './sandbox/TestSandboxError.js'
export type { TestPurchaseInput, TestSaleInput } from './sandbox/tradeInputs.js'
export type { WebhookCall, WebhookReceiver } from './sandbox/webhookRecorder.js'
export {
  MOCK_WALLET_ACCOUNT,
  type MockReceipt,
  type MockTransaction,
  type MockWallet,
  type MockWalletInfo,
  type MockWalletOptions,
  type MockWalletProvider,
  type MockWalletRefusal,
  MockWalletRpcError,
  mockWalletProvider,
} from './wallet/mockWalletProvider.js'
export type { HostAnswer } from './widget/fakeWidgetWindow.js'
export { MockWidgetError, type MockWidgetErrorCode } from './widget/MockWidgetError.js'
export {
  type MockWidgetHandle,
  type MockWidgetOptions,
  mockWidget,
} from './widget/mockWidget.js'
export type { ShownWidget } from './widget/shownWidget.js'
export {
  WIDGET_SENT_EVENT_TYPES,
  type WidgetSentEventType,
  type WidgetSentPayload,
} from './widget/widgetSentEvents.js'
