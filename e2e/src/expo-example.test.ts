// The Expo (React Native) example's web build, driven in Chromium: the create-rampkit Expo
// template's page (its quotes, Buy and Sell opening <RampWidgetView> - core's embedded widget on
// the web - in the page's sheet, the purchase's status) with the example's extras (the demo
// wallet, the sale's status from the webhook receiver, the event log). One build, one sandbox and
// one receiver for the file; axe-core finds nothing at WCAG A/AA.
import { methodLabel } from '@rampkit/core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { walletAddress } from '../../apps/example-shared/src/wallet.js'
import { exampleAppWithReceiver } from './examples/exampleAppWithReceiver.js'
import { serveExpoWeb } from './examples/expoWebBuild.js'
import { sandboxQuotes } from './examples/sandboxQuotes.js'
import { expectNoAxeViolations } from './support/axe.js'
import { controlSandbox } from './support/sandboxControl.js'
import { WIDGET_READY_MS } from './support/timeouts.js'

const app = exampleAppWithReceiver({ appDir: 'apps/expo-example', serve: serveExpoWeb })

const WIDGET_FRAME = 'iframe[title$="buy or sell crypto"]'

/** A fresh page on the app once its quotes are shown; its uncaught errors collected. */
async function openPage(viewport = { width: 1000, height: 1300 }) {
  const context = await app.browser.newContext({ viewport })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto(app.url)
  await page
    .getByRole('status', { name: 'Quote status' })
    .filter({ hasText: /^[1-9]\d* quotes$/ })
    .waitFor()
  return { context, page, errors }
}

/** Opens Buy or Sell: the widget in the page's sheet, ready. */
async function openWidget(page: Page, trade: 'Buy' | 'Sell') {
  await page.getByRole('button', { name: trade, exact: true }).click()
  const widget = page.frameLocator(WIDGET_FRAME)
  await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  return widget
}

/** The sheet's Close: the widget leaves, and the sheet slides away. */
async function closeSheet(page: Page) {
  await page.getByRole('button', { name: 'Close', exact: true }).click()
  await page.locator(WIDGET_FRAME).waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Close', exact: true }).waitFor({ state: 'detached' })
}

const eventLog = (page: Page) => page.getByRole('list', { name: 'Widget events, newest first' })

describe('expo-example (web build) in Chromium', () => {
  it('quotes, buys with the demo wallet, logs the events and follows the purchase to RELEASED', async () => {
    const { context, page, errors } = await openPage()
    // Asset is a radio group (React Native has no select).
    const ether = page.getByRole('radio', { name: 'Ether', exact: true })
    expect(await ether.getAttribute('aria-checked')).toBe('true')
    const amount = page.getByRole('textbox', { name: 'Amount (EUR)' })
    await amount.fill('')
    await amount.pressSequentially('250', { delay: 30 })

    // The quotes are the sandbox's, one list item per method.
    const methods = Object.keys(await sandboxQuotes(app.sandbox, 'ETH_ETH', 250))
    const items = page.getByRole('list', { name: 'Quotes' }).getByRole('listitem')
    const shown = () =>
      items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')!.split(':')[0]))
    await expect.poll(async () => (await shown()).sort()).toEqual(methods.map(methodLabel).sort())
    await app.shot(page, '01-quotes')
    await expectNoAxeViolations(page, 'the page with its quotes')

    const widget = await openWidget(page, 'Buy')
    expect(await widget.getByLabel('Asset').inputValue()).toBe('ETH_ETH')
    expect(await widget.getByLabel('Amount').inputValue()).toBe('250')
    // No userAddress in the config: the demo wallet answers the widget's account request.
    await expect
      .poll(() => widget.getByLabel('Wallet address').inputValue())
      .toBe(walletAddress('ETH'))
    // The demo wallet's answer, not the template's development address.
    await widget.getByText('Address of Rampkit Wallet, from My wallet.').waitFor()
    await app.shot(page, '02-widget')
    await widget.getByRole('button', { name: 'Confirm purchase' }).click()
    await widget.getByRole('heading', { name: 'Purchase created' }).waitFor()
    await closeSheet(page)

    // The template's purchase status, read with the view token; the extras' event log.
    const status = page.getByRole('status', { name: 'Purchase status' })
    await expect.poll(() => status.textContent()).toBe('INITIALIZED')
    const created = eventLog(page).getByRole('listitem').filter({ hasText: 'PURCHASE_CREATED' })
    expect(await created.textContent()).toMatch(/Buy\s*PURCHASE_CREATED\s*Purchase \S+ created/)
    const id = /Purchase (\S+) created/.exec((await created.textContent())!)![1]!
    await app.shot(page, '03-purchase-created')

    await controlSandbox(app.sandbox, `/sandbox/purchases/${id}/advance`, { to: 'RELEASED' })
    // The page reads the purchase until final (every 5 s): no click needed.
    await expect.poll(() => status.textContent()).toBe('RELEASED (final)')
    await app.shot(page, '04-purchase-released')
    await expectNoAxeViolations(page, 'the page after the purchase')

    // On a phone's screen: the same page, one column.
    await page.setViewportSize({ width: 390, height: 844 })
    await app.shot(page, '05-phone')
    expect(errors).toEqual([])
    await context.close()
  }, 90_000)

  it("sells, the demo wallet sending; the sale's status from the webhook receiver to RELEASED", async () => {
    const { context, page, errors } = await openPage()
    const widget = await openWidget(page, 'Sell')
    expect(await widget.getByLabel('Asset').inputValue()).toBe('ETH_ETH')
    await widget.getByRole('button', { name: 'Confirm sale' }).click()
    await widget.getByRole('button', { name: 'Send from wallet' }).click()
    await widget.getByText(/^Sent: transaction 0x[0-9a-f]{64}$/).waitFor()
    await app.shot(page, '06-sale-sent')
    const log = eventLog(page)
    await log.getByText('OFFRAMP_SALE_CREATED', { exact: true }).waitFor()
    expect(await log.textContent()).toMatch(/Sell\s*SEND_CRYPTO/)
    await closeSheet(page)

    const region = page.getByRole('region', { name: 'Sale status' })
    const status = region.getByRole('status')
    const id = /Sale (\S+)/.exec(
      (await region.getByText(/^Sale [0-9a-z]{10,}$/).textContent())!,
    )![1]!
    // The sandbox's sale call reached the receiver; the page read it there.
    await expect.poll(() => status.textContent()).toBe('CREATED')
    await controlSandbox(app.sandbox, `/sandbox/sales/${id}/release`)
    await expect.poll(() => status.textContent()).toBe('RELEASED')
    expect(await region.textContent()).toContain('(final)')
    await app.shot(page, '07-sale-released')
    await expectNoAxeViolations(page, 'the page after the sale')
    expect(errors).toEqual([])
    await context.close()
  }, 90_000)
})
