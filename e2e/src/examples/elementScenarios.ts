// What the framework fixtures of <rampkit-widget> (packages/element/test/lit, …/solid) are tested
// for in Chromium, written once: each renders the element with the same bindings, a Currency
// select and an "Event log" list, so one scenario drives them all.
import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { collectConsoleProblems } from '../support/consoleProblems.js'
import { WIDGET_READY_MS } from '../support/timeouts.js'
import type { ExampleApp } from './exampleAppInChromium.js'

const WIDGET_FRAME = 'iframe[title$="buy or sell crypto"]'

/** The address the fixtures' `onRequestCryptoAccount` property answers with. */
const FIXTURE_WALLET_ADDRESS = '0x7b1f0b1a8a4c3d2e9f6a5b4c3d2e1f0a9b8c7d6e'

/** Where a scenario left the page, for the test's own checks; close `context` at the end. */
export interface ElementScenarioPage {
  context: BrowserContext
  page: Page
  /** The widget's iframe element. */
  frame: Locator
  /** Inside the widget. */
  widget: FrameLocator
  /** Console warnings and errors of the page so far (the widget's frame left out). */
  problems: string[]
}

/**
 * Opens the fixture and checks, inside `host` (a selector for the element's parent, or the
 * framework's component): the attribute and property bindings reach the widget URL
 * (`hostAppName`, `fiatCurrency` EUR by a property binding, the embedded variant), the
 * `onRequestCryptoAccount` property answers the widget, its events reach the framework's log; a
 * new currency from the framework mounts one new widget with it; a purchase then completes and
 * reaches the log. Saves the shot `01-<shotName>` once the widget is up.
 */
export async function bindRemountAndBuy(
  app: ExampleApp,
  { host, hostAppName, shotName }: { host: string; hostAppName: string; shotName: string },
): Promise<ElementScenarioPage> {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 1200 } })
  const page = await context.newPage()
  const problems = collectConsoleProblems(page, [app.sandbox.widgetUrl])
  await page.goto(app.url)

  const frame = page.locator(`${host} rampkit-widget ${WIDGET_FRAME}`)
  const widget = page.locator(`${host} rampkit-widget`).frameLocator(WIDGET_FRAME)
  const fiatCurrency = async () =>
    new URL((await frame.getAttribute('src'))!).searchParams.get('fiatCurrency')
  await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  const params = new URL((await frame.getAttribute('src'))!).searchParams
  expect(params.get('hostAppName')).toBe(hostAppName)
  expect(params.get('fiatCurrency')).toBe('EUR') // a property binding
  expect(params.get('variant')).toBe('embedded-desktop')
  await expect
    .poll(() => widget.getByLabel('Wallet address').inputValue())
    .toBe(FIXTURE_WALLET_ADDRESS)
  const log = page.getByRole('list', { name: 'Event log' })
  await expect.poll(() => log.textContent()).toContain('WIDGET_CONFIG_DONE')
  await app.shot(page, `01-${shotName}`)

  // The framework renders a new currency: one new widget with the new URL.
  const before = await frame.getAttribute('src')
  await page.getByLabel('Currency').selectOption('USD')
  await expect.poll(fiatCurrency).toBe('USD')
  expect(await frame.getAttribute('src')).not.toBe(before)
  expect(await page.locator(`${host} ${WIDGET_FRAME}`).count()).toBe(1)

  await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  // The new widget asks for the account again; its answer may come after the quotes, and a
  // purchase without an address is refused.
  await expect
    .poll(() => widget.getByLabel('Wallet address').inputValue())
    .toBe(FIXTURE_WALLET_ADDRESS)
  await widget.getByRole('button', { name: 'Confirm purchase' }).click()
  await widget.getByRole('heading', { name: 'Purchase created' }).waitFor()
  await expect.poll(() => log.textContent()).toContain('PURCHASE_CREATED')
  return { context, page, frame, widget, problems }
}
