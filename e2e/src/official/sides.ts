import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { openReadyPage } from '../support/host.js'
import type { SideBySideWindow } from './page.js'

/** Which SDK runs the page code. */
export type Which = 'official' | 'compat'
export const BOTH: Which[] = ['official', 'compat']

export const TX_HASH = `0x${'ab'.repeat(32)}`
/** What both SDKs' onRequestCryptoAccount answer. */
export const ACCOUNT = {
  address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  name: 'Main account',
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
  const { context, page } = await openReadyPage(browser, `${origin}/`, which)
  const url = await page.evaluate(
    ([w, c, answers]) => (window as unknown as SideBySideWindow).run(w, c, answers),
    [which, config, { txHash: TX_HASH, account: ACCOUNT }] as const,
  )
  return { which, context, page, url }
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
