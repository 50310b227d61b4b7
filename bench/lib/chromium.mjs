// Debian's Chromium through playwright-core, launched as the e2e tests launch it
// (e2e/src/support/browser.ts), for the bench scripts that time something in a browser.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs'

/**
 * Headless Chromium, quiet on a closed network: every host name but 127.0.0.1 fails at once, so
 * a page's third-party requests (the official SDK's Google Fonts link) never wait on a network
 * that is not there.
 */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  })
}

/**
 * Lighthouse's "slow 4G" (its mobile throttling): 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, applied by Chromium's network emulation (`Network.emulateNetworkConditions`)
 * to every request of the page and its same-process frames.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
}

/** Applies `conditions` to `page` (and its in-process frames) through the DevTools protocol. */
export async function emulateNetwork(page, conditions = SLOW_4G) {
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', conditions)
  return session
}
