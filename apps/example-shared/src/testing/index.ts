// Test helpers for the example apps' component tests (not part of any page): the host API
// client over an in-process sandbox, the sandbox's own answers, and a stand-in widget frame.
export { createSandboxPurchase, createSandboxSale, quotesFromSandbox } from './sandboxCalls.js'
export { createTestClient, TEST_CONFIG, TEST_LOGO_URL } from './testClient.js'
export { driveFrame, widgetFrames } from './widgetFrames.js'
