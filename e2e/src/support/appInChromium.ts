import type { StartedSandbox } from '@rampkit/sandbox'
import type { Browser, Page } from 'playwright-core'
import { inChromium, type StopLater } from './inChromium.js'
import { startLoopbackSandbox } from './loopbackSandbox.js'

/** A web app served against a real sandbox, and one Chromium: what an app's test drives. */
export interface AppInChromium {
  /** Its screenshots go under e2e/artifacts/<name>/. */
  readonly name: string
  readonly sandbox: StartedSandbox
  /** Where the app is served. */
  readonly url: string
  readonly browser: Browser
  /** Saves a screenshot as `<name>/<shot>.png` under e2e/artifacts/. */
  shot(page: Page, shot: string): Promise<void>
}

/**
 * Registers the test file's `beforeAll`/`afterAll` (see `inChromium`): a sandbox (no rate
 * limit, no webhook retries), the app `serve` starts against it, and Chromium. `serve` hands
 * what it starts or writes to `stopLater`. The fields are there once `beforeAll` has run.
 */
export function appInChromium(options: {
  /** The screenshots folder: the app's folder name (`react-example`). */
  name: string
  serve(sandbox: StartedSandbox, stopLater: StopLater): Promise<{ url: string }>
  popupBlocker?: boolean
  timeoutMs?: number
}): AppInChromium {
  const { serve, ...rest } = options
  const chromium = inChromium({
    ...rest,
    async start(stopLater) {
      const sandbox = await startLoopbackSandbox(stopLater, { webhookRetries: 0 })
      const { url } = await serve(sandbox, stopLater)
      return { sandbox, url }
    },
  })
  return {
    name: options.name,
    get sandbox() {
      return chromium.started.sandbox
    },
    get url() {
      return chromium.started.url
    },
    get browser() {
      return chromium.browser
    },
    shot: chromium.shot,
  }
}
