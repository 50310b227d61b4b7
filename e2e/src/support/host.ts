import type { WidgetConfig, WidgetEvent } from '@rampkit/core'
import { DEMO_HOST_API_KEY, type StartedSandbox } from '@rampkit/sandbox'
import type { Browser, BrowserContext, Frame, FrameLocator, Page } from 'playwright-core'
import type { HostWindow } from './hostPage.js'
import type { Servers } from './servers.js'
import { WIDGET_READY_MS } from './timeouts.js'

export const ADDRESS = '0x00000000000000000000000000000000000000aa'

/**
 * The configuration every test starts from: the sandbox's stand-in widget and demo key. Plain
 * JSON (no DOM node), so it passes through `page.evaluate` to either SDK's page code.
 */
export function baseConfig(from: Pick<StartedSandbox, 'url' | 'widgetUrl'> | Servers) {
  // Not `'sandbox' in from`: a StartedSandbox has a `sandbox` too (its state).
  const sandbox = 'widgetUrl' in from ? from : from.sandbox
  return {
    hostAppName: 'E2E host',
    hostLogoUrl: `${sandbox.url}/sandbox/logos/ETH_ETH.svg`,
    hostApiKey: DEMO_HOST_API_KEY,
    url: sandbox.widgetUrl,
  } satisfies WidgetConfig
}

export interface Host {
  context: BrowserContext
  page: Page
}

/** What every test page exposes: set once its scripts ran, and the events it recorded. */
interface TestWindow {
  ready: boolean
  events: { type: string }[]
}

/** A fresh context with `url` loaded and the page's scripts ready (`window.ready`). */
export async function openReadyPage(
  browser: Browser,
  url: string,
  /** Names the page in its errors, which go to the test's output. */
  label: string,
  viewport = { width: 1280, height: 800 },
): Promise<Host> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error(`[${label} page error]`, error))
  await page.goto(url)
  await page.waitForFunction(() => (window as unknown as TestWindow).ready === true)
  return { context, page }
}

export type WidgetOptions = { show?: boolean; send?: string; loadTimeoutMs?: number }

/** Runs `openWidget(config, options)` in the host page. */
export function openWidget(
  page: Page,
  config: WidgetConfig,
  options: WidgetOptions = {},
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

/** What the stand-in widget posts on opening when it asks for the account (no userAddress). */
export const OPENED = ['APP_VERSION', 'REQUEST_CRYPTO_ACCOUNT', 'WIDGET_CONFIG_DONE']

/** A close the user asked for, cancelled ("Keep going"), asked for again and confirmed. */
export const CLOSE_CANCELLED_THEN_CONFIRMED = [
  'WIDGET_CLOSE_REQUEST',
  'WIDGET_CLOSE_REQUEST_CANCELLED',
  'WIDGET_CLOSE_REQUEST',
  'WIDGET_CLOSE_REQUEST_CONFIRMED',
  'WIDGET_CLOSE',
]

/** The events the page recorded (its `'*'` handler's), rampkit's own unless told otherwise. */
export function events<E extends { type: string } = WidgetEvent>(page: Page): Promise<E[]> {
  return page.evaluate(() => (window as unknown as TestWindow).events) as Promise<E[]>
}

export async function eventTypes(page: Page): Promise<string[]> {
  return (await events(page)).map((event) => event.type)
}

/** The event of `type` rampkit's types give, or any recorded one (the official SDK's). */
type EventOf<T extends string> = T extends WidgetEvent['type']
  ? Extract<WidgetEvent, { type: T }>
  : { type: T; payload: unknown }

/** Waits until the page recorded `count` events of `type` and returns the `count`th. */
export async function waitForEvent<T extends string>(
  page: Page,
  type: T,
  count = 1,
): Promise<EventOf<T>> {
  await page.waitForFunction(
    ([t, n]) =>
      (window as unknown as TestWindow).events.filter((event) => event.type === t).length >= n,
    [type, count] as const,
    // Often the widget's first event: it may be loading still.
    { timeout: WIDGET_READY_MS },
  )
  const found = (await events(page)).filter((event) => event.type === type)[count - 1]
  return found as unknown as EventOf<T>
}

/** rampkit's widget iframe, by its title (the host page may hold other frames). */
export const RAMPKIT_IFRAME = 'iframe[title$="buy or sell crypto"]'

/**
 * The widget iframe (Playwright's CSS pierces open shadow roots); `selector` `'iframe'` where
 * it is the page's only frame (the official SDK's has no title).
 */
export function widgetFrame(page: Page, selector = RAMPKIT_IFRAME): FrameLocator {
  return page.frameLocator(selector)
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
  return page.locator(RAMPKIT_IFRAME).count()
}
