import { basename } from 'node:path'
import { type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser, screenshot } from '../support/browser.js'
import { type BuiltApp, buildExampleApp } from './buildExampleApp.js'
import { serveStatic } from './serveStatic.js'

/** A built example app served next to a real sandbox, and one Chromium: what a test drives. */
export interface ExampleApp {
  /** The app's folder name (`react-example`): its screenshots go under it. */
  readonly name: string
  readonly sandbox: StartedSandbox
  /** Where the built app is served. */
  readonly url: string
  readonly browser: Browser
  /** Saves a screenshot as `<name>/<shot>.png` under e2e/artifacts/. */
  shot(page: Page, shot: string): Promise<void>
}

/** An app running for a test: where it is and how to stop it. */
export interface ServedApp {
  url: string
  close(): Promise<void>
}

/** The address the apps are given for the webhook receiver, which these tests do not run. */
export const UNREACHABLE_WEBHOOK_URL = 'http://127.0.0.1:9/webhooks'

/** A Vite app built against the sandbox into a scratch folder and served statically. */
async function serveViteBuild(
  options: { appDir: string; packageName: string },
  sandbox: StartedSandbox,
): Promise<ServedApp> {
  const built: BuiltApp = buildExampleApp({
    ...options,
    env: {
      VITE_RAMPKIT_API_URL: sandbox.apiUrl,
      VITE_RAMPKIT_WIDGET_URL: sandbox.widgetUrl,
      // No receiver in these tests: the page says it is not reachable.
      VITE_RAMPKIT_WEBHOOK_URL: UNREACHABLE_WEBHOOK_URL,
    },
  })
  try {
    const served = await serveStatic(built.dir)
    return { url: served.url, close: () => served.close().finally(() => built.remove()) }
  } catch (error) {
    built.remove()
    throw error
  }
}

/**
 * Registers the test file's `beforeAll`/`afterAll`: a sandbox (no rate limit, no webhook
 * retries), the app against it, and Chromium. The app is built with Vite and served
 * statically (`packageName`), or started by `serve` (the Next app's own server). The returned
 * object's fields are there once `beforeAll` has run.
 */
export function exampleAppInChromium(
  options: {
    /** The app's folder from the repository root: `apps/react-example`. */
    appDir: string
    /** Keeps Chromium's popup blocker on, as in a user's browser (see `launchBrowser`). */
    popupBlocker?: boolean
  } & (
    | {
        /** The adapter package the app imports, built first if stale: `@rampkit/react`. */
        packageName: string
      }
    | {
        /** Starts the app against the sandbox. */
        serve(sandbox: StartedSandbox): Promise<ServedApp>
      }
  ),
): ExampleApp {
  const name = basename(options.appDir)
  let sandbox: StartedSandbox | undefined
  let served: ServedApp | undefined
  let browser: Browser | undefined
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`${name} is not started: use it inside a test`)
    return value
  }

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1', rateLimit: 0, webhookRetries: 0 })
    ;[served, browser] = await Promise.all([
      'serve' in options ? options.serve(sandbox) : serveViteBuild(options, sandbox),
      launchBrowser({ popupBlocker: options.popupBlocker }),
    ])
    // A stale Next build is rebuilt here (~40 s on 2 cores).
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await served?.close()
    await sandbox?.close()
  })

  return {
    name,
    get sandbox() {
      return ready(sandbox)
    },
    get url() {
      return ready(served).url
    },
    get browser() {
      return ready(browser)
    },
    shot: (page, shot) => screenshot(page, `${name}/${shot}`),
  }
}
