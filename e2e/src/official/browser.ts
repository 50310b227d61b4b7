import { type Browser, chromium } from 'playwright-core'
import { CHROMIUM_ARGS } from '../support/browser.js'

/**
 * Chromium as `launchBrowser()` starts it, with every host name but the local ones failing at
 * once: widget iframes pointing at the production widget (and the official SDK's Google
 * Fonts link) never wait on a network that is not there. `oneProcess` keeps cross-site frames
 * in the page's process (no site isolation): the URL test creates thousands of frames.
 */
export function launchOfflineBrowser(options: { oneProcess?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ...(options.oneProcess
        ? ['--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process']
        : []),
    ],
  })
}
