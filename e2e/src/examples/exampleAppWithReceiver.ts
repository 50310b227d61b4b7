import { basename } from 'node:path'
import type { StartedSandbox } from '@rampkit/sandbox'
import type { Browser, Page } from 'playwright-core'
// By path: e2e has no dependency on the private local chain package.
import { type LocalChain, startLocalChain } from '../../../packages/local-chain/src/index.mjs'
import { inChromium } from '../support/inChromium.js'
import { startLoopbackSandbox } from '../support/loopbackSandbox.js'
import { type AppsReceiver, startAppsReceiver } from './appsReceiver.js'
import { buildExampleApp } from './buildExampleApp.js'
import type { ServedApp } from './exampleAppInChromium.js'
import { serveStatic } from './serveStatic.js'

/** An example app against a sandbox that delivers its webhooks to a real receiver the app reads. */
export interface AppWithReceiver {
  readonly name: string
  readonly sandbox: StartedSandbox
  readonly receiver: AppsReceiver
  readonly url: string
  /** The local EVM chain the sandbox settles on, when the app was started with `localChain`. */
  readonly chain: LocalChain | undefined
  readonly browser: Browser
  shot(page: Page, shot: string): Promise<void>
}

/**
 * Registers the test file's `beforeAll`/`afterAll`: a sandbox whose lifecycle moves only when
 * told (control API) and which calls the receiver on a free port, the receiver, the app built
 * once (or `serve`d) against both, and Chromium. The app's origin may read the receiver's list.
 * Every scenario of the file shares them (each in its own browser context).
 */
export function exampleAppWithReceiver(
  options: {
    appDir: string
    /**
     * A local EVM chain beside the sandbox (`--evm-rpc`), its address given to the app
     * (`VITE_RAMPKIT_LOCAL_CHAIN_URL`): the page lists the sandbox wallet of that chain.
     */
    localChain?: boolean
  } & (
    | { packageName: string }
    | {
        /** `localChainUrl`: the local chain's address, when started with one (else blank). */
        serve(env: {
          apiUrl: string
          widgetUrl: string
          webhookUrl: string
          localChainUrl: string
        }): Promise<ServedApp>
      }
  ),
): AppWithReceiver {
  const name = basename(options.appDir)
  const chromium = inChromium({
    name,
    timeoutMs: 180_000,
    async start(stopLater) {
      let chain: LocalChain | undefined
      if (options.localChain) {
        chain = await startLocalChain()
        stopLater(() => chain?.close())
      }
      const sandbox = await startLoopbackSandbox(stopLater, {
        webhookRetries: 0,
        lifecycle: { auto: false },
        webhookTargets: 'any-loopback',
        ...(chain ? { evm: { rpcUrl: chain.rpcUrl, pollMs: 100 } } : {}),
      })
      const receiver = await startAppsReceiver(sandbox)
      stopLater(() => receiver.close())
      const env = {
        apiUrl: sandbox.apiUrl,
        widgetUrl: sandbox.widgetUrl,
        webhookUrl: `${receiver.url}/webhooks`,
        localChainUrl: chain?.rpcUrl ?? '',
      }
      let served: ServedApp
      if ('serve' in options) served = await options.serve(env)
      else {
        const built = buildExampleApp({
          appDir: options.appDir,
          packageName: options.packageName,
          env: {
            VITE_RAMPKIT_API_URL: env.apiUrl,
            VITE_RAMPKIT_WIDGET_URL: env.widgetUrl,
            VITE_RAMPKIT_WEBHOOK_URL: env.webhookUrl,
            ...(chain ? { VITE_RAMPKIT_LOCAL_CHAIN_URL: chain.rpcUrl } : {}),
          },
        })
        stopLater(() => built.remove())
        served = await serveStatic(built.dir)
      }
      stopLater(() => served.close())
      receiver.allowOrigin(new URL(served.url).origin)
      return { sandbox, receiver, url: served.url, chain }
    },
  })
  return {
    name,
    get sandbox() {
      return chromium.started.sandbox
    },
    get receiver() {
      return chromium.started.receiver
    },
    get url() {
      return chromium.started.url
    },
    get chain() {
      return chromium.started.chain
    },
    get browser() {
      return chromium.browser
    },
    shot: chromium.shot,
  }
}
