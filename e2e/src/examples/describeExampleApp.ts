import { describe, it } from 'vitest'
import { type AppWithReceiver, exampleAppWithReceiver } from './exampleAppWithReceiver.js'
import {
  axeCleanWithOverlay,
  keyboardPurchaseToReleased,
  keyboardSaleToReleased,
} from './keyboardJourneys.js'
import { buyStaysPut } from './scenarios.js'

/**
 * An example app's whole browser suite, in one test file: the app built (or served) once beside
 * one local EVM chain, one sandbox settling on it and one webhook receiver, then the wallet page's
 * scenarios (itRunsTheWalletPageScenarios). A Vite app:
 *
 *     describeExampleApp({ appDir: 'apps/vue-example', packageName: '@rampkit/vue' })
 *
 * An app with its own server (Next): `serve(env)` starts it against `env.apiUrl`,
 * `env.widgetUrl`, `env.webhookUrl` and `env.localChainUrl` and returns `{ url, close }`. Returns
 * the app, for the file's own further tests on the same build, sandbox and receiver.
 */
export function describeExampleApp(
  options: Parameters<typeof exampleAppWithReceiver>[0],
): AppWithReceiver {
  // Every example page holds a real wallet: the sandbox wallet of a local chain.
  const app = exampleAppWithReceiver({ ...options, localChain: true })
  describe(`${app.name} in Chromium`, () => {
    itRunsTheWalletPageScenarios(app)
  })
  return app
}

/**
 * Declares, as tests of the calling `describe`, what every example web page is held to: Buy kept
 * in its place and the sandbox's quotes (scenarios.ts), then axe-core on that first page (one
 * page load for the three: each costs Chromium about a CPU-second); a purchase and a sale to
 * RELEASED on the local chain with the keyboard alone, the wallet's prompt refused then
 * approved, the embedded widget (keyboardJourneys.ts). What the sandbox does on the chain
 * whatever the page (a purchase's crypto sent, a sale's transfer checked, native and token) is
 * proven once, in packages/local-chain/test/chain/sandboxOnChain.test.ts; the sandbox wallet's
 * sends and refusals in packages/sandbox/test/chain/sandboxWallet.test.ts.
 */
export function itRunsTheWalletPageScenarios(app: AppWithReceiver): void {
  it(
    'keeps Buy in its place while the quotes load, then shows the sandbox’s quotes; no axe-core violation (WCAG 2.0-2.2 A and AA) there, the Buy overlay closed and open',
    async () => axeCleanWithOverlay(app, await buyStaysPut(app)),
    60_000,
  )
  it(
    'buys ETH to RELEASED on the local chain with the keyboard alone, focus always visible: the receipt, the balance risen by the amount; the embedded widget answered by the wallet',
    () => keyboardPurchaseToReleased(app),
    90_000,
  )
  it(
    "sells USDC to RELEASED on the local chain with the keyboard alone, focus always visible: the wallet's prompt refused (the widget told, the page says why, nothing sent), then approved: the receipt, the balance fallen by the amount",
    () => keyboardSaleToReleased(app),
    90_000,
  )
}
