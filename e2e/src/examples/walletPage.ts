// The example page in Chromium, as the scenarios drive it: the create-rampkit template's page
// (select "Asset", input "Amount (EUR)", table "Quotes", buttons "Buy" and "Sell", status
// "Purchase status") with the example's extras after it (regions "Sale status", "Event log",
// "Webhooks received", "Embedded widget").
import type { BrowserContext, FrameLocator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { AppWithReceiver } from './exampleAppWithReceiver.js'
import { quotesShown } from './quotesShown.js'

/** The stand-in widget's iframe, overlay or embedded. */
export const WIDGET_FRAME = 'iframe[title$="buy or sell crypto"]'

export const widgetOf = (page: Page) => page.frameLocator(WIDGET_FRAME)

/** A page in its own context, and its uncaught errors so far (a scenario ends expecting none). */
export interface OpenedPage {
  context: BrowserContext
  page: Page
  errors: string[]
}

/** A fresh page (own context) on the app once its quotes are shown, its uncaught errors collected. */
export async function openPage(
  app: AppWithReceiver,
  viewport = { width: 1280, height: 1100 },
): Promise<OpenedPage> {
  const context = await app.browser.newContext({ viewport })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto(app.url)
  await quotesShown(page)
  return { context, page, errors }
}

/** The extras' event log: a list, newest first, each entry `<time> <source> <TYPE> <words>`. */
export const eventLog = (page: Page) => page.getByRole('list', { name: 'Event log' })

/** The id of the purchase or sale the event log says was created (`Purchase <id> created: …`). */
export async function createdId(page: Page, kind: 'Purchase' | 'Sale'): Promise<string> {
  const entry = eventLog(page)
    .getByRole('listitem')
    .filter({ hasText: `${kind} ` })
    .first()
  const words = new RegExp(`${kind} (\\S+) created`).exec((await entry.textContent()) ?? '')
  expect(words, `no "${kind} … created" in the event log`).not.toBeNull()
  return words![1]!
}

/** Escape in the overlay widget, then its Close widget: the overlay is gone (the vite-wagmi fixture's). */
export async function closeWidget(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await widgetOf(page).getByRole('button', { name: 'Close widget' }).click()
  await page.locator(WIDGET_FRAME).waitFor({ state: 'detached' })
}

/**
 * Sends a sale's crypto from the stand-in widget ("Send from wallet"), every wallet prompt the
 * page raises approved: the hash the widget shows once sent, and the prompts' texts.
 */
export async function sendWithPromptApproved(
  page: Page,
  widget: FrameLocator,
): Promise<{ hash: string; prompts: string[] }> {
  const prompts: string[] = []
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message())
    void dialog.accept()
  })
  await widget.getByRole('button', { name: 'Send from wallet' }).click()
  const sent = widget.getByText(/^Sent: transaction 0x[0-9a-f]{64}$/)
  await sent.waitFor()
  return { hash: (await sent.textContent())!.replace('Sent: transaction ', ''), prompts }
}
