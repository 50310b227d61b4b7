// What every example app is held to for accessibility in Chromium, written once: axe-core
// (WCAG 2.0-2.2 A and AA) on the page with the widget overlay closed and open, and a purchase
// and a sale to RELEASED with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape and
// typing: no click, no fill), every focused element showing its focus. The page: walletPage.ts.
import type { Frame, Locator, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { expectNoAxeViolations } from '../support/axe.js'
import { controlSandbox } from '../support/sandboxControl.js'
import { WIDGET_READY_MS } from '../support/timeouts.js'
import type { AppWithReceiver } from './exampleAppWithReceiver.js'
import { createdId, openPage, WIDGET_FRAME } from './walletPage.js'
import { releaseWhenArrived, SANDBOX_WALLET, walletAccount } from './walletScenarios.js'

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

/** Tab to Buy or Sell from wherever focus is, and Enter: the widget's overlay opens. */
async function openWidget(page: Page, button: 'Buy' | 'Sell') {
  await tabTo(page, { tag: 'button', name: new RegExp(`^${button}$`), where: 'page' })
  await page.keyboard.press('Enter')
  await page
    .frameLocator(WIDGET_FRAME)
    .getByText('Quotes are ready.')
    .waitFor({ timeout: WIDGET_READY_MS })
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
}

/**
 * Marks a live region before anything happened: it must be the one that later says the status
 * (a live region added or replaced with its words is not reliably announced).
 */
async function markLiveRegion(status: Locator): Promise<void> {
  await status.evaluate((element) => Object.assign(element, { presentBefore: true }))
}
const isMarkedLiveRegion = (status: Locator) =>
  status.evaluate((element) => 'presentBefore' in element)

/** axe-core on the page, with the Buy overlay open (the stand-in widget in it) and closed again. */
export async function axeCleanWithOverlay(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app)
  await expectNoAxeViolations(page, `${app.name}: first page`)
  await app.shot(page, 'a11y-first-page')
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
 * From the keyboard: the sandbox wallet connected, the asset (typed into the list), the amount
 * (typed over the selected text; a wrong one is marked invalid), Buy (the wallet's address
 * answered), the widget's Confirm purchase, Escape and Close
 * widget; the purchase's status (a live region there from the start) to RELEASED, which the
 * sandbox is told to reach, focus left on Buy.
 */
export async function keyboardPurchaseToReleased(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app)
  await connectFromKeyboard(page, app)
  await tabTo(page, { tag: 'select', name: /^Asset/ })
  // Typed into the list. The sandbox wallet holds EVM assets only (for Solana the widget would
  // ask the user for an address).
  await page.keyboard.type('Ether')
  expect(await page.getByLabel(/^\s*Asset/).inputValue()).toBe('ETH_ETH')
  // Tab selects the field's text: typing replaces it.
  await tabTo(page, { tag: 'input', name: /^Amount/ })
  const amount = page.getByLabel(/^\s*Amount/)
  await page.keyboard.type('abc')
  await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true')
  await page.keyboard.press('Shift+Tab')
  await tabTo(page, { tag: 'input', name: /^Amount/ })
  await page.keyboard.type('150')
  expect(await amount.inputValue()).toBe('150')
  expect(await amount.getAttribute('aria-invalid')).toBe('false')
  // The quotes' live region says how many there are; focus has not moved.
  await expect
    .poll(() => page.getByRole('status', { name: 'Quote status' }).textContent())
    .toMatch(/^[1-9]\d* quotes$/)
  expect(await focused(page)).toMatchObject({ where: 'page', tag: 'input' })

  const status = page.getByRole('status', { name: 'Purchase status' })
  await markLiveRegion(status)
  await openWidget(page, 'Buy')
  // The wallet's answer to the widget's account request may come after the quotes: a user
  // waits for the address before confirming (an empty one is refused).
  await expect
    .poll(() => page.frameLocator(WIDGET_FRAME).getByLabel('Wallet address').inputValue())
    .not.toBe('')
  await tabTo(page, { tag: 'button', name: /^Confirm purchase$/, where: 'widget' })
  await page.keyboard.press('Enter')
  await page.frameLocator(WIDGET_FRAME).getByRole('heading', { name: 'Purchase created' }).waitFor()
  await closeWidget(page, 'Buy')

  await expect.poll(() => status.textContent()).toBe('INITIALIZED')
  expect(await isMarkedLiveRegion(status)).toBe(true)
  const id = await createdId(page, 'Purchase')
  await controlSandbox(app.sandbox, `/sandbox/purchases/${id}/advance`, { to: 'RELEASED' })
  // On a chain, released once the sandbox's transaction is mined.
  await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('RELEASED (final)')
  expect(await isMarkedLiveRegion(status)).toBe(true)
  // Announced where it is, focus left alone.
  expect(await focused(page)).toMatchObject({ where: 'page', name: 'Buy' })
  expect(errors).toEqual([])
  await context.close()
}

/**
 * From the keyboard: the sandbox wallet connected, Sell, the widget's Confirm sale and Send from
 * wallet (Space; the wallet's prompt approved), Escape and Close widget; the sale's status (a
 * live region there, empty, from the start), read from the receiver, to RELEASED once the
 * sandbox saw the crypto arrive, focus left on Sell.
 */
export async function keyboardSaleToReleased(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app)
  await connectFromKeyboard(page, app)
  // The sandbox wallet's prompt is the browser's dialog (Chromium's, not the page's): approved.
  page.on('dialog', (dialog) => void dialog.accept())
  const region = page.getByRole('region', { name: 'Sale status' })
  const status = region.getByRole('status')
  expect(await status.textContent()).toBe('')
  await markLiveRegion(status)
  await openWidget(page, 'Sell')
  await tabTo(page, { tag: 'button', name: /^Confirm sale$/, where: 'widget' })
  await page.keyboard.press('Enter')
  const widget = page.frameLocator(WIDGET_FRAME)
  await widget.getByRole('button', { name: 'Send from wallet' }).waitFor()
  await tabTo(page, { tag: 'button', name: /^Send from wallet$/, where: 'widget' })
  await page.keyboard.press('Space')
  await widget.getByText(/^Sent: transaction 0x[0-9a-f]{64}$/).waitFor()
  await closeWidget(page, 'Sell')

  const id = (await region.locator('dd code').first().textContent())!
  await expect.poll(() => status.textContent()).toBe('CREATED')
  expect(await isMarkedLiveRegion(status)).toBe(true)
  // On a chain, the sandbox releases it once it has seen the crypto arrive.
  await releaseWhenArrived(app, id)
  await expect.poll(() => status.textContent()).toBe('RELEASED')
  expect(await focused(page)).toMatchObject({ where: 'page', name: 'Sell' })
  expect(errors).toEqual([])
  await context.close()
}

/** Tab to the sandbox wallet in the Connect wallet list and Enter: its account is shown. */
async function connectFromKeyboard(page: Page, app: AppWithReceiver): Promise<void> {
  const name = new RegExp(`^Connect ${SANDBOX_WALLET.replace(/[()]/g, '\\$&')}$`)
  await tabTo(page, { tag: 'button', name })
  await page.keyboard.press('Enter')
  await page.getByText(walletAccount(app), { exact: true }).waitFor()
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
    () => keyboardSaleToReleased(app),
    90_000,
  )
}
