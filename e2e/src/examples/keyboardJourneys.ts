// What every example app is held to for accessibility in Chromium, written once: axe-core
// (WCAG 2.0-2.2 A and AA) on the page with the widget overlay closed and open, and a purchase
// to RELEASED and a sale to its end with the keyboard alone (Tab, Shift+Tab, Enter, Space,
// Escape and typing: no click, no fill), every focused element showing its focus.
import type { Frame, Locator, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { expectNoAxeViolations } from '../support/axe.js'
import { controlSandbox } from '../support/sandboxControl.js'
import { WIDGET_READY_MS } from '../support/timeouts.js'
import type { AppWithReceiver } from './exampleAppWithReceiver.js'

const WIDGET_FRAME = 'iframe[title$="buy or sell crypto"]'

/** What has focus: where (the page or the widget's frame), its role-ish tag, its name, its ring. */
interface Focused {
  where: 'page' | 'widget'
  tag: string
  name: string
  /** `:focus-visible` and drawn (an outline or a box-shadow). */
  visible: boolean
}

/** The focused element of one document, described; `null` when focus is in a frame of it. */
const describeFocus = (frame: Frame) =>
  frame.evaluate(() => {
    let active = document.activeElement
    // Inside an open shadow root (the overlay's), the element that has focus there.
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    if (!active || active === document.body) return { tag: 'body', name: '', visible: false }
    if (active.localName === 'iframe') return null
    const element = active as HTMLElement
    const labels = (element as HTMLInputElement).labels
    const name = (
      element.getAttribute('aria-label') ??
      (labels?.[0]?.textContent || element.textContent || '')
    ).trim()
    const style = getComputedStyle(element)
    const drawn =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none'
    return { tag: element.localName, name, visible: element.matches(':focus-visible') && drawn }
  })

async function focused(page: Page): Promise<Focused> {
  const inPage = await describeFocus(page.mainFrame())
  if (inPage) return { where: 'page', ...inPage }
  const widget = page
    .frames()
    .find((frame) => frame.parentFrame() === page.mainFrame() && frame.url().includes('/widget'))
  const inWidget = widget ? await describeFocus(widget) : null
  return { where: 'widget', ...(inWidget ?? { tag: 'iframe', name: '', visible: false }) }
}

/**
 * Presses Tab (or Shift+Tab) until the focused element is `tag` named like `name`, checking
 * that each element focused on the way shows its focus. Fails after `max` presses.
 */
async function tabTo(
  page: Page,
  target: { tag: string; name: RegExp; where?: Focused['where'] },
  options: { back?: boolean; max?: number } = {},
): Promise<void> {
  const seen: string[] = []
  for (let press = 0; press < (options.max ?? 60); press++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab')
    const now = await focused(page)
    seen.push(`${now.where}:${now.tag}:${now.name.slice(0, 30)}`)
    if (now.tag !== 'body' && now.tag !== 'iframe')
      expect(now.visible, `focus not visible on ${seen.at(-1)}`).toBe(true)
    if (
      now.tag === target.tag &&
      target.name.test(now.name) &&
      (!target.where || now.where === target.where)
    )
      return
  }
  throw new Error(`never reached ${target.tag} ${target.name}; focus went ${seen.join(' > ')}`)
}

async function openPage(app: AppWithReceiver) {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 1100 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto(app.url)
  const assetSelect = page.getByLabel('Asset', { exact: true })
  await expect.poll(() => assetSelect.locator('option').count()).toBeGreaterThan(3)
  return { context, page, errors, assetSelect }
}

/**
 * The amount field as assistive technology reads it: `aria-invalid`, the text of what
 * `aria-describedby` points at (its limits, then its error), and whether it has focus.
 */
const amountField = (page: Page) =>
  page.getByLabel('Amount', { exact: true }).evaluate((input) => ({
    invalid: input.getAttribute('aria-invalid'),
    description: (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
    focused: document.activeElement === input,
  }))

/** Chooses the asset from the keyboard: Tab to the list, type the start of the option's text. */
async function chooseAsset(page: Page, optionStart: string) {
  await tabTo(page, { tag: 'select', name: /^Asset$/ })
  await page.keyboard.type(optionStart)
}

/**
 * Buy's or Sell's ARIA state: a dialog trigger (`aria-haspopup`, `aria-expanded`), not a toggle
 * (`aria-pressed`). Read from the DOM: while the overlay is open the page behind is inert.
 */
const triggerState = (page: Page, button: 'Buy' | 'Sell') =>
  page.evaluate((name) => {
    const trigger = [...document.querySelectorAll('button')].find(
      (element) => element.textContent?.trim() === name,
    )
    return {
      haspopup: trigger?.getAttribute('aria-haspopup'),
      expanded: trigger?.getAttribute('aria-expanded'),
      pressed: trigger?.getAttribute('aria-pressed'),
    }
  }, button)

/** Tab to Buy or Sell from wherever focus is, and Enter: the widget's overlay opens. */
async function openWidget(page: Page, button: 'Buy' | 'Sell') {
  await tabTo(page, { tag: 'button', name: new RegExp(`^${button}$`), where: 'page' })
  expect(await triggerState(page, button)).toEqual({
    haspopup: 'dialog',
    expanded: 'false',
    pressed: null,
  })
  await page.keyboard.press('Enter')
  await page
    .frameLocator(WIDGET_FRAME)
    .getByText('Quotes are ready.')
    .waitFor({ timeout: WIDGET_READY_MS })
  expect(await triggerState(page, button)).toMatchObject({ expanded: 'true' })
}

/**
 * Escape in the widget: its question takes focus (on Keep going, the safe answer); Shift+Tab to
 * Close widget, Enter: focus is back on `opener`.
 */
async function closeWidget(page: Page, opener: 'Buy' | 'Sell') {
  await page.keyboard.press('Escape')
  await page.frameLocator(WIDGET_FRAME).getByRole('button', { name: 'Close widget' }).waitFor()
  await tabTo(page, { tag: 'button', name: /^Close widget$/, where: 'widget' }, { back: true })
  await page.keyboard.press('Enter')
  await page.locator(WIDGET_FRAME).waitFor({ state: 'detached' })
  expect(await focused(page)).toMatchObject({ where: 'page', tag: 'button', name: opener })
  expect(await triggerState(page, opener)).toMatchObject({ expanded: 'false' })
}

/**
 * Marks a status region's live region, empty before anything happened: it must be the one that
 * later says the status (a live region added with its first words is not reliably announced).
 */
async function markEmptyLiveRegion(status: Locator): Promise<void> {
  expect(await status.textContent()).toBe('')
  await status.evaluate((element) => Object.assign(element, { presentWhileEmpty: true }))
}
const isMarkedLiveRegion = (status: Locator) =>
  status.evaluate((element) => 'presentWhileEmpty' in element)

/**
 * What the quotes' live region says, and what it should say: the best price in the table (its
 * "You get") and the method(s) marked best. Read in one go: the page re-renders both at once
 * (a refresh every 30 s says "Updating quotes…"), and two reads could straddle that.
 */
const quotesAnnounced = (page: Page) =>
  page.getByRole('region', { name: 'Quotes' }).evaluate((region) => {
    const table = region.querySelector('table')!
    const best = [...table.querySelectorAll('tbody tr.best')] as HTMLTableRowElement[]
    const methods = new Intl.ListFormat('en', { type: 'disjunction' }).format(
      best.map((row) => row.cells[0]?.textContent ?? ''),
    )
    return {
      said: region.querySelector('[role=status]')?.textContent,
      inTable: `Best price: ${best[0]?.cells[2]?.textContent?.trim()} by ${methods}`,
    }
  })

/** axe-core on the page, with the Buy overlay open (the stand-in widget in it) and closed again. */
export async function axeCleanWithOverlay(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app)
  await expectNoAxeViolations(page, `${app.name}: first page`)
  await page.getByRole('button', { name: 'Buy', exact: true }).focus()
  await page.keyboard.press('Enter')
  await page
    .frameLocator(WIDGET_FRAME)
    .getByText('Quotes are ready.')
    .waitFor({ timeout: WIDGET_READY_MS })
  await expectNoAxeViolations(page, `${app.name}: the Buy overlay open`)
  await app.shot(page, 'a11y-overlay-open')
  await closeWidget(page, 'Buy')
  await expectNoAxeViolations(page, `${app.name}: the overlay closed`)
  expect(errors).toEqual([])
  await context.close()
}

/**
 * From the keyboard: the asset, the amount (typed over the selected text), Buy, the widget's
 * Confirm purchase, Escape and Close widget; the status announced (an `<output>`) follows the
 * purchase to RELEASED, which the sandbox is told to reach.
 */
export async function keyboardPurchaseToReleased(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app)
  await chooseAsset(page, 'Ether (ETH) on Ethereum')
  expect(await page.getByLabel('Asset', { exact: true }).inputValue()).toBe('ETH_ETH')
  // Tab selects the field's text: typing replaces it. An amount over the limits first: the
  // error is tied to the field and announced, focus stays in it.
  await tabTo(page, { tag: 'input', name: /^Amount/ })
  await page.keyboard.type('99999999')
  await expect.poll(() => amountField(page)).toMatchObject({ invalid: 'true', focused: true })
  expect((await amountField(page)).description).toMatch(/per purchase.*\S/)
  await page.keyboard.press('Shift+Tab')
  await tabTo(page, { tag: 'input', name: /^Amount/ })
  await page.keyboard.type('150')
  expect(await page.getByLabel('Amount', { exact: true }).inputValue()).toBe('150')
  await expect.poll(() => amountField(page)).toMatchObject({ invalid: 'false', focused: true })
  // The quotes' live region says the best price once they are fresh again; focus has not moved.
  await expect
    .poll(async () => {
      const { said, inTable } = await quotesAnnounced(page)
      return said === inTable ? said : `${said} (the table: ${inTable})`
    })
    .toMatch(/^Best price: .* ETH by /)
  expect(await amountField(page)).toMatchObject({ focused: true })
  const region = page.getByRole('region', { name: 'Purchase status' })
  const status = region.getByRole('status')
  await markEmptyLiveRegion(status)
  await openWidget(page, 'Buy')
  // The app's answer to the widget's account request may come after the quotes: a user waits
  // for the address to show before confirming (an empty one is refused).
  await expect
    .poll(() => page.frameLocator(WIDGET_FRAME).getByLabel('Wallet address').inputValue())
    .not.toBe('')
  await tabTo(page, { tag: 'button', name: /^Confirm purchase$/, where: 'widget' })
  await page.keyboard.press('Enter')
  await page.frameLocator(WIDGET_FRAME).getByRole('heading', { name: 'Purchase created' }).waitFor()
  await closeWidget(page, 'Buy')

  await expect.poll(() => status.textContent()).toBe('INITIALIZED')
  expect(await isMarkedLiveRegion(status)).toBe(true)
  const id = (await region.locator('dd code').first().textContent())!
  await controlSandbox(app.sandbox, `/sandbox/purchases/${id}/advance`, { to: 'RELEASED' })
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('RELEASED')
  // Announced where it is, focus left alone.
  expect(await focused(page)).toMatchObject({ where: 'page', name: 'Buy' })
  expect(errors).toEqual([])
  await context.close()
}

/**
 * From the keyboard: Sell, the widget's Confirm sale and Send from wallet (Space), Escape and
 * Close widget; the sale's status, read from the receiver, to RELEASED.
 */
export async function keyboardSaleToItsEnd(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app)
  await chooseAsset(page, 'Ether (ETH) on Ethereum')
  const sell = page.getByRole('button', { name: 'Sell', exact: true })
  await expect.poll(() => sell.isEnabled()).toBe(true)
  const region = page.getByRole('region', { name: 'Sale status' })
  const status = region.getByRole('status')
  await markEmptyLiveRegion(status)
  await openWidget(page, 'Sell')
  await tabTo(page, { tag: 'button', name: /^Confirm sale$/, where: 'widget' })
  await page.keyboard.press('Enter')
  const widget = page.frameLocator(WIDGET_FRAME)
  await widget.getByRole('button', { name: 'Send from wallet' }).waitFor()
  await tabTo(page, { tag: 'button', name: /^Send from wallet$/, where: 'widget' })
  await page.keyboard.press('Space')
  await widget.getByText(/^Sent: transaction 0x[0-9a-f]{64}$/).waitFor()
  await closeWidget(page, 'Sell')

  await region.locator('dd code').first().waitFor()
  expect(await isMarkedLiveRegion(status)).toBe(true)
  const id = (await region.locator('dd code').first().textContent())!
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('CREATED')
  await controlSandbox(app.sandbox, `/sandbox/sales/${id}/release`)
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('RELEASED')
  expect(await focused(page)).toMatchObject({ where: 'page', name: 'Sell' })
  expect(errors).toEqual([])
  await context.close()
}

/** Declares the accessibility scenarios as tests of the calling `describe`. */
export function itIsAccessible(app: AppWithReceiver): void {
  it(
    'has no axe-core violation (WCAG 2.0-2.2 A and AA), the Buy overlay closed and open',
    () => axeCleanWithOverlay(app),
    60_000,
  )
  it(
    'buys from the asset to RELEASED with the keyboard alone, focus always visible',
    () => keyboardPurchaseToReleased(app),
    90_000,
  )
  it(
    'sells to RELEASED with the keyboard alone, focus always visible',
    () => keyboardSaleToItsEnd(app),
    90_000,
  )
}
