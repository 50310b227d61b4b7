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
