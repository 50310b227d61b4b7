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

/**
 * Registers the test file's `beforeAll`/`afterAll`: a sandbox (no rate limit, no webhook
 * retries), the app built with Vite against it and served statically, and Chromium. The
 * returned object's fields are there once `beforeAll` has run.
 */
export function exampleAppInChromium(options: {
  /** The app's folder from the repository root: `apps/react-example`. */
  appDir: string
  /** The adapter package the app imports, built first if stale: `@rampkit/react`. */
  packageName: string
}): ExampleApp {
  const name = basename(options.appDir)
  let sandbox: StartedSandbox | undefined
  let served: { url: string; close(): Promise<void> } | undefined
  let built: BuiltApp | undefined
  let browser: Browser | undefined
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`${name} is not started: use it inside a test`)
    return value
  }

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1', rateLimit: 0, webhookRetries: 0 })
    built = buildExampleApp({
      ...options,
      env: {
        VITE_RAMPKIT_API_URL: sandbox.apiUrl,
        VITE_RAMPKIT_WIDGET_URL: sandbox.widgetUrl,
        // No receiver in these tests: the page says it is not reachable.
        VITE_RAMPKIT_WEBHOOK_URL: 'http://127.0.0.1:9/webhooks',
      },
    })
    ;[served, browser] = await Promise.all([serveStatic(built.dir), launchBrowser()])
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await served?.close()
    built?.remove()
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
