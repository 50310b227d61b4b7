import type { Browser } from 'playwright-core'
import { inChromium } from './inChromium.js'
import { type Servers, startServers } from './servers.js'

/** What a widget test file drives: Chromium, and the sandbox, host app and hostile page. */
export interface ServersInChromium {
  readonly browser: Browser
  readonly servers: Servers
}

/**
 * Registers the test file's `beforeAll`/`afterAll` (see `inChromium`): `startServers()`, then
 * Chromium. The fields are there once `beforeAll` has run.
 */
export function serversInChromium(options: { popupBlocker?: boolean } = {}): ServersInChromium {
  const chromium = inChromium({
    name: 'widget',
    ...options,
    async start(stopLater) {
      const servers = await startServers()
      stopLater(() => servers.close())
      return servers
    },
  })
  return {
    get browser() {
      return chromium.browser
    },
    get servers() {
      return chromium.started
    },
  }
}
