import { describe } from 'vitest'
import { type AppWithReceiver, exampleAppWithReceiver } from './exampleAppWithReceiver.js'
import { itIsAccessible } from './keyboardJourneys.js'
import { itRunsTheWalletScenarios } from './scenarios.js'
import { itRunsTheSandboxWalletScenarios } from './walletScenarios.js'

/**
 * An example app's whole browser suite, in one test file: the app built (or served) once beside
 * one sandbox and one webhook receiver, then the wallet scenarios (buy to RELEASED with the
 * event log, sell with the demo wallet to the sale's RELEASED from the receiver, the embedded
 * panel) and the accessibility ones (axe with the overlay closed and open, a purchase and a
 * sale with the keyboard alone). A Vite app:
 *
 *     describeExampleApp({ appDir: 'apps/vue-example', packageName: '@rampkit/vue' })
 *
 * A page holding a real wallet (the React and Vue templates'): `localChain: true` starts the local
 * EVM chain beside the sandbox, and the scenarios connect the sandbox wallet and buy and sell on
 * that chain (walletScenarios.ts) instead of the demo wallet's.
 *
 * An app with its own server (Next): `serve(env)` starts it against `env.apiUrl`,
 * `env.widgetUrl` and `env.webhookUrl` and returns `{ url, close }`. Returns the app, for the
 * file's own further tests on the same build, sandbox and receiver.
 */
export function describeExampleApp(
  options: Parameters<typeof exampleAppWithReceiver>[0],
): AppWithReceiver {
  const app = exampleAppWithReceiver(options)
  describe(`${app.name} in Chromium`, () => {
    if (options.localChain) itRunsTheSandboxWalletScenarios(app)
    else itRunsTheWalletScenarios(app)
    itIsAccessible(app, { sandboxWallet: options.localChain === true })
  })
  return app
}
