// Test helpers for the example apps' component tests (not part of any page): the host API
// client over @rampkit/testing's in-process sandbox, the sandbox's own quotes, and where the
// widget frames are. The widget itself is @rampkit/testing's mockWidget().
export { quotesFromSandbox } from './sandboxCalls.js'
export { createTestClient, TEST_CONFIG, TEST_LOGO_URL } from './testClient.js'
export { widgetFrames } from './widgetFrames.js'
