// The setup of a test file that runs the official SDK and compat side by side in Chromium: the
// browser (offline: the side-by-side page needs nothing from outside), the side-by-side server
// and, for the files that load the sandbox's stand-in widget, a sandbox per widget version the
// official SDK acts on. Started before the file's tests, closed after them.
import { type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from '../support/browser.js'
import type { SideBySideWindow } from './page.js'
import {
  type BuildMode,
  expectBuild,
  officialSdkIsModeFree,
  type SideBySideServer,
  serveSideBySide,
} from './servers.js'

/** The stand-in widget as a 1.x and as a 2.x widget (the official SDK acts on the version). */
export const WIDGET_VERSIONS = ['1.0', '2.0'] as const
export type WidgetVersion = (typeof WIDGET_VERSIONS)[number]

export interface SideBySide {
  browser: Browser
  /** The side-by-side page, each build's at the same origin (the widget URL carries it). */
  server: SideBySideServer
  /** With `widgets`: a sandbox whose stand-in widget reports each version. */
  sandboxes: Record<WidgetVersion, StartedSandbox>
}

/**
 * Starts the side-by-side setup for the test file's tests. `oneProcess`: Chromium in one
 * process (the files that open many short pages); `widgets`: the sandboxes too. The official
 * SDK must be the same code in every build (`officialSdkIsModeFree`), as the files compare
 * compat's builds against one official run.
 */
export function sideBySideInChromium({ oneProcess = false, widgets = false } = {}): SideBySide {
  const setup = { sandboxes: {} } as SideBySide
  beforeAll(async () => {
    officialSdkIsModeFree()
    const [browser, server, sandboxes] = await Promise.all([
      launchBrowser({ offline: true, ...(oneProcess ? { oneProcess } : {}) }),
      serveSideBySide(),
      Promise.all(
        (widgets ? WIDGET_VERSIONS : []).map((widgetAppVersion) =>
          startSandbox({ port: 0, host: '127.0.0.1', widgetAppVersion }),
        ),
      ),
    ])
    Object.assign(setup, { browser, server })
    for (const [index, started] of sandboxes.entries()) {
      setup.sandboxes[WIDGET_VERSIONS[index]!] = started
    }
  })
  afterAll(async () => {
    await setup.browser?.close()
    await setup.server?.close()
    for (const started of Object.values(setup.sandboxes)) await started?.close()
  })
  return setup
}

/**
 * A new page of the side-by-side host with @rampkit/core built in `mode` (`params` in its
 * query), once its script is ready and shown to run that build. Page errors are logged.
 */
export async function openBuildPage(
  { browser, server }: SideBySide,
  mode: BuildMode,
  params: Record<string, string>,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const page = await browser.newPage({ viewport })
  page.on('pageerror', (error) => console.error('[side-by-side page error]', error))
  await page.goto(server.url(mode, params))
  await page.waitForFunction(() => (window as unknown as SideBySideWindow).ready === true)
  await expectBuild(page, mode)
  return page
}
