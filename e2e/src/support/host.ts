import type { WidgetConfig, WidgetEvent } from '@rampkit/core'
import { DEMO_HOST_API_KEY } from '@rampkit/sandbox'
import type { BrowserContext, Frame, FrameLocator, Page } from 'playwright-core'
import type { HostWindow } from './hostPage.js'
import type { Servers } from './servers.js'
import type { ServersInChromium } from './serversInChromium.js'
import { WIDGET_READY_MS } from './timeouts.js'

export const ADDRESS = '0x00000000000000000000000000000000000000aa'

/** The configuration every test starts from: the sandbox's widget and demo key. */
export function baseConfig(servers: Servers): WidgetConfig {
  return {
    hostAppName: 'E2E host',
    hostLogoUrl: `${servers.sandbox.url}/sandbox/logos/ETH_ETH.svg`,
    hostApiKey: DEMO_HOST_API_KEY,
    url: servers.sandbox.widgetUrl,
  }
}

export interface Host {
  context: BrowserContext
  page: Page
}

/** A fresh context with the host page loaded and its module ready. */
export async function openHost(
  { browser, servers }: ServersInChromium,
  viewport = { width: 1280, height: 800 },
  /** Opened by the page itself at load (no user gesture). */
  autoOpen?: WidgetConfig,
): Promise<Host> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[host page error]', error))
  const hash = autoOpen ? `#${encodeURIComponent(JSON.stringify(autoOpen))}` : ''
  await page.goto(`${servers.host}/${hash}`)
  await page.waitForFunction(() => (window as unknown as HostWindow).ready === true)
  return { context, page }
}

/** Runs `openWidget(config, options)` in the host page. */
export function openWidget(
  page: Page,
  config: WidgetConfig,
  options: { show?: boolean; send?: string; loadTimeoutMs?: number } = {},
): Promise<void> {
  // Passed as plain JSON: Playwright's serialisable types choke on WidgetConfig's DOM node.
  const args: [unknown, unknown] = [config, options]
  return page.evaluate(
    ([c, o]) =>
      (window as unknown as HostWindow).openWidget(
        c as WidgetConfig,
        o as { send?: string; loadTimeoutMs?: number },
      ),
    args,
  )
}

export function events(page: Page): Promise<WidgetEvent[]> {
  return page.evaluate(() => (window as unknown as HostWindow).events)
}

export async function eventTypes(page: Page): Promise<string[]> {
  return (await events(page)).map((event) => event.type)
}

/** Waits until the host received an event of `type` and returns the first one. */
export async function waitForEvent<T extends WidgetEvent['type']>(
  page: Page,
  type: T,
): Promise<Extract<WidgetEvent, { type: T }>> {
  await page.waitForFunction(
    (t) => (window as unknown as HostWindow).events.some((event) => event.type === t),
    type,
    // Often the widget's first event: it may be loading still.
    { timeout: WIDGET_READY_MS },
  )
  const found = (await events(page)).find((event) => event.type === type)
  return found as Extract<WidgetEvent, { type: T }>
}

/** The widget iframe (Playwright's CSS pierces the open shadow root). */
export function widgetFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title$="buy or sell crypto"]')
}

/** The widget iframe's Frame, for evaluating inside it. */
export function widgetFrameOf(page: Page, servers: Servers): Frame {
  const frame = page
    .frames()
    .find(
      (f) => f.url().startsWith(servers.sandbox.widgetUrl) && f.parentFrame() === page.mainFrame(),
    )
  if (!frame) throw new Error('no widget frame')
  return frame
}

/** How many widget iframes the host page holds (inside shadow roots included). */
export function widgetCount(page: Page): Promise<number> {
  return page.locator('iframe[title$="buy or sell crypto"]').count()
}
