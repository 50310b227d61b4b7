// Test helpers for the example apps' component tests (not part of any page): the page's client,
// its network under MSW (@rampkit/testing's handlers and the webhook receiver), and where the
// widget frames are. The widget itself is @rampkit/testing's mockWidget().

export { createPageServer } from './pageServer.js'
export { standInWallet, walletAccount, walletAddress } from './standInWallet.js'
export { createTestClient, TEST_CONFIG, TEST_LOGO_URL } from './testClient.js'
export { widgetFrames } from './widgetFrames.js'
