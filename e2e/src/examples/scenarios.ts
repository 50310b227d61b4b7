// What every example app (a create-rampkit template's page with the example's extras) is tested
// for in Chromium, written once. Driven by role and label: see walletPage.ts for the page.
import { methodLabel } from '@rampkit/core'
import { hostApiEndpoints } from '@rampkit/core/openapi'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { walletAddress } from '../../../apps/example-shared/src/wallet.js'
import { controlSandbox } from '../support/sandboxControl.js'
import { WIDGET_READY_MS } from '../support/timeouts.js'
import type { AppWithReceiver } from './exampleAppWithReceiver.js'
import { quotesShown } from './quotesShown.js'
import { sandboxQuotes } from './sandboxQuotes.js'
import { closeWidget, createdId, eventLog, openPage, WIDGET_FRAME, widgetOf } from './walletPage.js'

/** The quotes table as `{ method label: cryptoAmount }`, read from its `<data>` values. */
const tableQuotes = (page: Page) =>
  page
    .getByRole('table', { name: 'Quotes' })
    .evaluate((table: HTMLTableElement) =>
      Object.fromEntries(
        [...table.tBodies[0]!.rows].map((row) => [
          row.cells[0]!.textContent,
          row.querySelector('data')?.value,
        ]),
      ),
    )

/** The receiver's calls as the page lists them, after its Reload webhooks. */
async function webhooksReceived(page: Page): Promise<string> {
  const region = page.getByRole('region', { name: 'Webhooks received' })
  await region.getByRole('button', { name: 'Reload webhooks' }).click()
  return (
    (await region
      .getByRole('log')
      .textContent({ timeout: 5000 })
      .catch(() => '')) ?? ''
  )
}

/**
 * Quotes (the sandbox's, method by method), buys through the overlay widget (the demo wallet's
 * address filled in), the event log, the purchase's status to its final RELEASED, and the
 * purchase's webhook calls at the receiver.
 */
export async function buyToReleased(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app)
  // A label's text starts after a space in Vue's render (not in its accessible name): `\s*`.
  await page.getByLabel(/^\s*Asset/).selectOption('SOLANA_SOL')
  const amount = page.getByLabel(/^\s*Amount/)
  await amount.fill('')
  await amount.pressSequentially('250', { delay: 30 })

  const quoted = await sandboxQuotes(app.sandbox, 'SOLANA_SOL', 250)
  const expected = Object.fromEntries(
    Object.entries(quoted).map(([method, cryptoAmount]) => [methodLabel(method), cryptoAmount]),
  )
  expect(Object.keys(expected)).toEqual(expect.arrayContaining(['Card', 'Manual bank transfer']))
  await expect.poll(() => tableQuotes(page)).toEqual(expected)
  await app.shot(page, '01-quotes')

  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  const widget = widgetOf(page)
  await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  expect(await widget.getByLabel('Asset').inputValue()).toBe('SOLANA_SOL')
  expect(await widget.getByLabel('Currency').inputValue()).toBe('EUR')
  expect(await widget.getByLabel('Amount').inputValue()).toBe('250')
  // No userAddress: the widget asks for the account, the demo wallet answers (maybe after the
  // quotes).
  await expect
    .poll(() => widget.getByLabel('Wallet address').inputValue())
    .toBe(walletAddress('SOLANA'))
  await app.shot(page, '02-widget')
  await widget.getByRole('button', { name: 'Confirm purchase' }).click()
  await widget.getByRole('heading', { name: 'Purchase created' }).waitFor()

  const log = eventLog(page)
  await log.getByText('PURCHASE_CREATED', { exact: true }).waitFor()
  await log.getByText('WIDGET_CONFIG_DONE', { exact: true }).waitFor()
  expect(await log.textContent()).toMatch(/Buy\s*PURCHASE_CREATED/)
  const id = await createdId(page, 'Purchase')
  const status = page.getByRole('status', { name: 'Purchase status' })
  await expect.poll(() => status.textContent()).toBe('INITIALIZED')
  await app.shot(page, '03-purchase-created')

  await closeWidget(page)
  await log.getByText('WIDGET_CLOSE', { exact: true }).waitFor()
  await controlSandbox(app.sandbox, `/sandbox/purchases/${id}/advance`, { to: 'RELEASED' })
  // The template's page reads the purchase until final (every 5 s): no click needed.
  await expect.poll(() => status.textContent()).toBe('RELEASED (final)')
  // The purchase's calls reached the receiver (the page names it as the webhook address).
  await expect.poll(() => webhooksReceived(page)).toMatch(new RegExp(`RELEASED\\s*${id}`))
  await app.shot(page, '04-purchase-released')
  expect(errors).toEqual([])
  await context.close()
}

/**
 * Sells through the overlay widget, the demo wallet sending the crypto (`SEND_CRYPTO`); the
 * sale's status, read from the webhook receiver (the host API has none), to RELEASED.
 */
export async function sellToReleased(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app)
  await page.getByRole('button', { name: 'Sell', exact: true }).click()
  const widget = widgetOf(page)
  await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  expect(await widget.getByLabel('Asset').inputValue()).toBe('ETH_ETH')
  await widget.getByRole('button', { name: 'Confirm sale' }).click()
  await widget.getByRole('button', { name: 'Send from wallet' }).click()
  await widget.getByText(/^Sent: transaction 0x[0-9a-f]{64}$/).waitFor()
  await app.shot(page, '05-sale-sent')

  const log = eventLog(page)
  await log.getByText('OFFRAMP_SALE_CREATED', { exact: true }).waitFor()
  await log.getByText('SEND_CRYPTO', { exact: true }).waitFor()
  expect(await log.textContent()).toMatch(
    /Sell\s*SEND_CRYPTO\s*The widget asks to send [0-9.]+ ETH to 0x/,
  )
  await closeWidget(page)

  const region = page.getByRole('region', { name: 'Sale status' })
  const status = region.getByRole('status')
  const id = (await region.locator('dd code').first().textContent())!
  expect(id).toBe(await createdId(page, 'Sale'))
  // The sandbox's sale call reached the receiver; the page read it there.
  await expect.poll(() => status.textContent()).toBe('CREATED')
  await controlSandbox(app.sandbox, `/sandbox/sales/${id}/release`)
  await expect.poll(() => status.textContent()).toBe('RELEASED')
  expect(await region.textContent()).toContain('(final)')
  await expect.poll(() => webhooksReceived(page)).toMatch(new RegExp(`RELEASED\\s*${id}`))
  await app.shot(page, '06-sale-released')
  expect(errors).toEqual([])
  await context.close()
}

/** Shows the widget in its panel (embedded), answered by the demo wallet, its events logged. */
export async function embeddedPanel(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app, { width: 1280, height: 1600 })
  const panel = page.getByRole('region', { name: 'Embedded widget' })
  await panel.getByRole('button', { name: 'Show embedded widget' }).click()
  const frame = panel.locator(WIDGET_FRAME)
  const widget = panel.frameLocator(WIDGET_FRAME)
  await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  expect(new URL((await frame.getAttribute('src'))!).searchParams.get('variant')).toBe(
    'embedded-desktop',
  )
  expect(await widget.getByLabel('Asset').inputValue()).toBe('ETH_ETH')
  await expect
    .poll(() => widget.getByLabel('Wallet address').inputValue())
    .toBe(walletAddress('ETH'))
  const log = eventLog(page)
  await log.getByText('WIDGET_CONFIG_DONE', { exact: true }).waitFor()
  expect(await log.textContent()).toMatch(/Embedded\s*WIDGET_CONFIG_DONE/)
  await panel.scrollIntoViewIfNeeded()
  await app.shot(page, '07-embedded')

  await panel.getByRole('button', { name: 'Hide embedded widget' }).click()
  await frame.waitFor({ state: 'detached' })
  // Taking the widget away is not the user closing it.
  expect(await log.getByText('WIDGET_CLOSE', { exact: true }).count()).toBe(0)
  // The page's own quotes are still there under it.
  await quotesShown(page)
  expect(errors).toEqual([])
  await context.close()
}

/** Declares the wallet page's scenarios (buy, sell, embedded) as tests of the calling `describe`. */
/**
 * Buy stays where it is when the quotes arrive: the page keeps their room while they load. The
 * quote answer is held back until Buy's place has been read, so that the page is seen without
 * its quotes however fast the sandbox answers.
 */
export async function buyStaysPut(app: AppWithReceiver): Promise<void> {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 1100 } })
  const page = await context.newPage()
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`**${hostApiEndpoints['v3.getOnrampQuote'].path}*`, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(app.url)
  await page
    .getByRole('status', { name: 'Quote status' })
    .filter({ hasText: 'Loading quotes…' })
    .waitFor()
  const buy = page.getByRole('button', { name: 'Buy', exact: true })
  const before = await buy.boundingBox()
  expect(before).not.toBeNull()
  release()
  await quotesShown(page)
  expect(await buy.boundingBox()).toEqual(before)
  await context.close()
}

export function itRunsTheWalletScenarios(app: AppWithReceiver): void {
  it('keeps Buy in its place while the quotes load and when they arrive', () => buyStaysPut(app))
  it(
    'quotes, buys through the widget (the demo wallet answering), the event log, the purchase to RELEASED',
    () => buyToReleased(app),
    60_000,
  )
  it(
    "sells through the widget, the demo wallet sending; the sale's status from the receiver to RELEASED",
    () => sellToReleased(app),
    60_000,
  )
  it(
    'shows the embedded widget in its panel, answered by the demo wallet, its events logged',
    () => embeddedPanel(app),
    60_000,
  )
}
