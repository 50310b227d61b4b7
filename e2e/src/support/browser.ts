import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium.mjs'

export interface LaunchOptions {
  /** Keeps Chromium's popup blocker on, as in a user's browser (Playwright turns it off). */
  popupBlocker?: boolean
  /**
   * Every host name but the local ones fails at once: widget iframes pointing at the
   * production widget (and the official SDK's Google Fonts link) never wait on a network
   * that is not there.
   */
  offline?: boolean
  /** Host names resolved to a local address, e.g. `{ 'evil.example': '127.0.0.1' }`. */
  mapHosts?: Record<string, string>
  /**
   * Keeps cross-site frames in the page's process (no site isolation): a test that creates
   * thousands of frames.
   */
  oneProcess?: boolean
}

/** One browser per test file: the only place Chromium is launched. */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const hostRules = [
    ...Object.entries(options.mapHosts ?? {}).map(([host, address]) => `MAP ${host} ${address}`),
    ...(options.offline ? ['MAP * ~NOTFOUND', 'EXCLUDE 127.0.0.1'] : []),
  ]
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      ...(hostRules.length > 0 ? [`--host-resolver-rules=${hostRules.join(', ')}`] : []),
      ...(options.oneProcess
        ? ['--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process']
        : []),
    ],
    ...(options.popupBlocker ? { ignoreDefaultArgs: ['--disable-popup-blocking'] } : {}),
  })
}

const ARTIFACTS = fileURLToPath(new URL('../../artifacts/', import.meta.url))

/** Saves a screenshot under e2e/artifacts/ (git-ignored) for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: `${ARTIFACTS}${name}.png` })
}
