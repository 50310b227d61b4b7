import { basename } from 'node:path'
import type { StartedSandbox } from '@rampkit/sandbox'
import { type AppInChromium, appInChromium } from '../support/appInChromium.js'
import { type BuiltApp, buildExampleApp } from './buildExampleApp.js'
import { serveBuilt } from './serveStatic.js'

/** A built example app served next to a real sandbox, and one Chromium: what a test drives. */
export type ExampleApp = AppInChromium

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
  return serveBuilt(built)
}

/**
 * Registers the test file's `beforeAll`/`afterAll` (see `appInChromium`): a sandbox, the app
 * against it, and Chromium. The app is built with Vite and served statically (`packageName`),
 * or started by `serve` (the Next app's own server). The returned object's fields are there
 * once `beforeAll` has run.
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
  return appInChromium({
    name: basename(options.appDir),
    popupBlocker: options.popupBlocker,
    // A stale Next build is rebuilt here (~40 s on 2 cores).
    timeoutMs: 120_000,
    async serve(sandbox, stopLater) {
      const served = await ('serve' in options
        ? options.serve(sandbox)
        : serveViteBuild(options, sandbox))
      stopLater(() => served.close())
      return served
    },
  })
}
