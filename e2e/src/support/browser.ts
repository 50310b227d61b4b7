import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'

/** Debian's Chromium, quiet on a closed network (see /work/shared/toolchain.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * One browser per test file. Playwright turns Chromium's popup blocker off by default;
 * `popupBlocker: true` keeps it on, as in a user's browser.
 */
export function launchBrowser(options: { popupBlocker?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    ...(options.popupBlocker ? { ignoreDefaultArgs: ['--disable-popup-blocking'] } : {}),
  })
}

const ARTIFACTS = fileURLToPath(new URL('../../artifacts/', import.meta.url))

/** Saves a screenshot under e2e/artifacts/ (git-ignored) for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: `${ARTIFACTS}${name}.png` })
}
