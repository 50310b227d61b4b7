import { DEMO_HOST_API_KEY, type StartedSandbox } from '@rampkit/sandbox'
import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core'
import { WIDGET_READY_MS } from '../support/timeouts.js'
import type { RecordedEvent, SideBySideWindow } from './page.js'

/** Which SDK runs the page code. */
export type Which = 'official' | 'compat'
export const BOTH: Which[] = ['official', 'compat']

export const ADDRESS = '0x00000000000000000000000000000000000000aa'
export const TX_HASH = `0x${'ab'.repeat(32)}`
/** What both SDKs' onRequestCryptoAccount answer. */
export const ACCOUNT = {
  address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  name: 'Main account',
}

/** The configuration every case starts from: the sandbox's stand-in widget and demo key. */
export function sandboxConfig(sandbox: StartedSandbox): Record<string, unknown> {
  return {
    hostAppName: 'E2E host',
    hostLogoUrl: `${sandbox.url}/sandbox/logos/ETH_ETH.svg`,
    hostApiKey: DEMO_HOST_API_KEY,
    url: sandbox.widgetUrl,
  }
}

export interface Side {
  which: Which
  context: BrowserContext
  page: Page
  /** The widget URL the SDK loaded. */
  url: string
}

/** A fresh page of the side-by-side host that ran `run(which, config)`: the widget is shown. */
export async function openSide(
  browser: Browser,
  origin: string,
  which: Which,
  config: Record<string, unknown>,
): Promise<Side> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error(`[${which} page error]`, error))
  await page.goto(`${origin}/`)
  await page.waitForFunction(() => (window as unknown as SideBySideWindow).ready === true)
  const url = await page.evaluate(
    ([w, c, answers]) => (window as unknown as SideBySideWindow).run(w, c, answers),
    [which, config, { txHash: TX_HASH, account: ACCOUNT }] as const,
  )
  return { which, context, page, url }
}

export function events(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as SideBySideWindow).events)
}

export async function eventTypes(page: Page): Promise<string[]> {
  return (await events(page)).map((event) => event.type)
}

/** Waits until the page's `'*'` handler got `count` events of `type`; returns the last one. */
export async function waitForEvent(page: Page, type: string, count = 1): Promise<RecordedEvent> {
  await page.waitForFunction(
    ([t, n]) =>
      (window as unknown as SideBySideWindow).events.filter((event) => event.type === t).length >=
      n,
    [type, count] as const,
    // Often the widget's first event: it may be loading still.
    { timeout: WIDGET_READY_MS },
  )
  return (await events(page)).filter((event) => event.type === type).at(-1)!
}

/** The widget iframe (the only one on the page; Playwright's CSS pierces open shadow roots). */
export function widgetFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe')
}

/** An Escape key press as the SDKs hear it: a keydown on the host page's window. */
export function escapeOnHostWindow(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
}

/** The confirm dialog each SDK draws in the host page (the official SDK's `.close-modal`). */
export function closeDialog(side: Side): Locator {
  return side.page.locator('.close-modal')
}

/** Answers the confirm dialog, which both SDKs draw in the host page: Exit or Cancel. */
export async function answerCloseQuestion(side: Side, close: boolean): Promise<void> {
  await closeDialog(side)
    .getByRole('button', { name: close ? 'Exit' : 'Cancel' })
    .click()
}
