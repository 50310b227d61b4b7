// What every example app shows of a purchase and a sale after the widget, in Chromium: the
// packaged hooks follow the purchase to RELEASED, a reload resumes it from what the app stored,
// a sale shows RELEASED read from the webhook receiver (the host API has no sale status), and a
// widget that never loads is reported to the user.
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { controlSandbox } from '../support/sandboxControl.js'
import { WIDGET_READY_MS } from '../support/timeouts.js'
import type { AppWithReceiver } from './exampleAppWithReceiver.js'
import { quotesShown } from './quotesShown.js'

async function openPage(app: AppWithReceiver, options: { fakeClock?: boolean } = {}) {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 1100 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  // The page's timers on a clock the test can move on (time still flows by itself).
  if (options.fakeClock) await page.clock.install()
  await page.goto(app.url)
  const assetSelect = page.getByLabel('Asset', { exact: true })
  await expect.poll(() => assetSelect.locator('option').count()).toBeGreaterThan(3)
  // Before any click: the buttons are where the loaded page keeps them.
  await quotesShown(page)
  return { context, page, errors, assetSelect }
}

const widgetOf = (page: Page) => page.frameLocator('iframe[title$="buy or sell crypto"]')

async function closeWidget(page: Page) {
  await page.keyboard.press('Escape')
  await widgetOf(page).getByRole('button', { name: 'Close widget' }).click()
  await page.locator('iframe[title$="buy or sell crypto"]').waitFor({ state: 'detached' })
}

/** Buys, reloads (the purchase resumes from sessionStorage), and sees it reach RELEASED. */
export async function purchaseResumesToReleased(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app)
  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  const widget = widgetOf(page)
  await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  await expect.poll(() => widget.getByLabel('Wallet address').inputValue()).not.toBe('')
  await widget.getByRole('button', { name: 'Confirm purchase' }).click()
  await widget.getByRole('heading', { name: 'Purchase created' }).waitFor()
  const region = page.getByRole('region', { name: 'Purchase status' })
  const status = region.getByRole('status')
  await expect.poll(() => status.textContent()).toBe('INITIALIZED')
  const id = (await region.locator('dd code').first().textContent())!
  await closeWidget(page)

  // A reload: the event log starts empty, the purchase comes back from what the app stored.
  await page.reload()
  await expect.poll(() => status.textContent()).toBe('INITIALIZED')
  expect(await region.locator('dd code').first().textContent()).toBe(id)
  expect(await page.getByRole('list', { name: 'Event log' }).textContent()).not.toContain(
    'PURCHASE_CREATED',
  )
  const stored = await page.evaluate(() => sessionStorage.getItem('rampkit-example:purchase'))
  const { secret } = JSON.parse(stored!) as { id: string; secret: string }
  await app.shot(page, '01-purchase-resumed')

  // The sandbox releases it: the hook's polling shows it, no click needed.
  await controlSandbox(app.sandbox, `/sandbox/purchases/${id}/advance`, { to: 'RELEASED' })
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('RELEASED')
  expect(await region.textContent()).toContain('(final)')
  // The view token stays out of the page.
  expect(await page.locator('body').textContent()).not.toContain(secret)
  await app.shot(page, '02-purchase-released')
  expect(errors).toEqual([])
  await context.close()
}

/** Sells; the sale's status comes from the receiver's webhook calls, up to RELEASED. */
export async function saleReleasedFromReceiver(app: AppWithReceiver): Promise<void> {
  const { context, page, errors, assetSelect } = await openPage(app)
  await assetSelect.selectOption('ETH_ETH')
  const sell = page.getByRole('button', { name: 'Sell', exact: true })
  await expect.poll(() => sell.isEnabled()).toBe(true)
  await sell.click()
  const widget = widgetOf(page)
  await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  await widget.getByRole('button', { name: 'Confirm sale' }).click()
  await widget.getByRole('button', { name: 'Send from wallet' }).click()
  await widget.getByText(/^Sent: transaction 0x[0-9a-f]{64}$/).waitFor()
  await closeWidget(page)

  const region = page.getByRole('region', { name: 'Sale status' })
  const status = region.getByRole('status')
  await region.locator('dd code').first().waitFor()
  const id = (await region.locator('dd code').first().textContent())!
  // The sandbox's sale.created call reached the receiver; the page read it from there.
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('CREATED')
  await app.shot(page, '03-sale-created')

  await controlSandbox(app.sandbox, `/sandbox/sales/${id}/release`)
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('RELEASED')
  expect(await region.textContent()).toContain('(final)')
  // The receiver's own list shows the same call.
  await page.getByRole('button', { name: 'Reload webhooks' }).click()
  await expect
    .poll(() => page.getByRole('log', { name: 'Webhooks received' }).textContent())
    .toContain('RELEASED')
  await app.shot(page, '04-sale-released')

  // A reload keeps showing it (the sale comes back from sessionStorage too).
  await page.reload()
  await expect.poll(() => status.textContent()).toBe('RELEASED')
  expect(errors).toEqual([])
  await context.close()
}

/**
 * A widget address that answers a page which never speaks (as an old URL or a domain the widget
 * refuses would): after the launcher's 15 s (`WIDGET_OPEN_FAILED` `LOAD_TIMEOUT`, the widget
 * still shown) the page closes the empty overlay and says why.
 */
export async function widgetThatNeverLoads(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app, { fakeClock: true })
  const widgetOrigin = new URL(app.sandbox.widgetUrl).origin
  await page.route(`${widgetOrigin}/widget/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>silent</title>' }),
  )
  // From now on only the test moves the page's clock: the launcher's 15 s start at the click,
  // and the real time the next steps take on a loaded machine is not added to the 14 s below.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  // Hidden behind the loader: the widget never says it is ready.
  await page.locator('iframe[title$="buy or sell crypto"]').waitFor({ state: 'attached' })
  const alert = page.getByRole('alert').filter({ hasText: 'The widget did not load' })
  // Nothing before the launcher's 15 s; the 15 s themselves are skipped, not waited.
  await page.clock.fastForward(14_000)
  expect(await alert.count()).toBe(0)
  await page.clock.fastForward(1_500)
  await alert.waitFor()
  await page.locator('iframe[title$="buy or sell crypto"]').waitFor({ state: 'detached' })
  const log = page.getByRole('list', { name: 'Event log' })
  expect(await log.textContent()).toContain('WIDGET_OPEN_FAILED')
  await app.shot(page, '05-widget-load-timeout')
  expect(errors).toEqual([])
  await context.close()
}

/** Declares the progress scenarios as tests of the calling `describe`. */
export function itFollowsPurchasesAndSales(app: AppWithReceiver): void {
  it(
    'follows a purchase to RELEASED with the packaged hooks, resuming it after a reload',
    () => purchaseResumesToReleased(app),
    60_000,
  )
  it(
    "shows a sale's status read from the webhook receiver, up to RELEASED",
    () => saleReleasedFromReceiver(app),
    60_000,
  )
  it(
    'tells the user when the widget never loads (WIDGET_OPEN_FAILED LOAD_TIMEOUT)',
    () => widgetThatNeverLoads(app),
    60_000,
  )
}
