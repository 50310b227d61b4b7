import { describe } from 'vitest'
import { type AppWithReceiver, exampleAppWithReceiver } from './exampleAppWithReceiver.js'
import { itIsAccessible } from './keyboardJourneys.js'
import { itRunsTheSandboxWalletScenarios } from './walletScenarios.js'

/**
 * An example app's whole browser suite, in one test file: the app built (or served) once beside
 * one local EVM chain, one sandbox settling on it and one webhook receiver, then the wallet
 * scenarios (walletScenarios.ts: the sandbox wallet connected, ETH bought and USDC sold on the
 * chain, the wallet's prompt refused, the embedded widget) and the accessibility ones (axe with
 * the overlay closed and open, a purchase and a sale with the keyboard alone). A Vite app:
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
    itRunsTheSandboxWalletScenarios(app)
    itIsAccessible(app)
  })
  return app
}
