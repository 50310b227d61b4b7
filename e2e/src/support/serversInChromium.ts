import type { WidgetConfig } from '@rampkit/core'
import type { Browser } from 'playwright-core'
import { baseConfig, type Host, openReadyPage, openWidget, type WidgetOptions } from './host.js'
import { inChromium } from './inChromium.js'
import { type Servers, startServers } from './servers.js'

type Viewport = { width: number; height: number }

/**
 * What a widget test file drives: Chromium, the sandbox, host app and hostile page, and the
 * host page opened on them.
 */
export interface ServersInChromium {
  readonly browser: Browser
  readonly servers: Servers
  /** The sandbox's stand-in widget and demo key (`baseConfig` of these servers). */
  baseConfig(): ReturnType<typeof baseConfig>
  /**
   * A fresh context with the host page loaded and its module ready; `autoOpen` is opened by the
   * page itself at load (no user gesture).
   */
  openHost(viewport?: Viewport, autoOpen?: WidgetConfig): Promise<Host>
  /** `openHost` with the sandbox's widget opened in it: `config` over `baseConfig()`. */
  openHostWidget(
    config: Partial<WidgetConfig>,
    options?: WidgetOptions & { viewport?: Viewport },
  ): Promise<Host>
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
  const setup: ServersInChromium = {
    get browser() {
      return chromium.browser
    },
    get servers() {
      return chromium.started
    },
    baseConfig: () => baseConfig(chromium.started),
    openHost(viewport = { width: 1280, height: 800 }, autoOpen) {
      const hash = autoOpen ? `#${encodeURIComponent(JSON.stringify(autoOpen))}` : ''
      return openReadyPage(chromium.browser, `${chromium.started.host}/${hash}`, 'host', viewport)
    },
    async openHostWidget(config, { viewport, ...widgetOptions } = {}) {
      const host = await setup.openHost(viewport)
      await openWidget(host.page, { ...setup.baseConfig(), ...config }, widgetOptions)
      return host
    },
  }
  return setup
}
