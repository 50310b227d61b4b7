// What every example web page is held to in Chromium, written once: axe-core (WCAG 2.0-2.2 A
// and AA) on the page with the widget overlay closed and open, and a purchase and a sale to
// RELEASED on the local chain with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape and
// typing: no click, no fill), every focused element showing its focus. A user's one way through
// the page is enough: a click and Enter on a button run the same handler, so the journeys hold
// what a mouse journey would (the chain's balances and receipts, the wallet's prompt approved
// and refused, the embedded widget). The page: walletPage.ts.
import { fromBaseUnits } from '@rampkit/core'
import type { Frame, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { rpc } from '../../../packages/local-chain/src/index.mjs'
import { expectNoAxeViolations } from '../support/axe.js'
import { controlSandbox } from '../support/sandboxControl.js'
import { WIDGET_READY_MS } from '../support/timeouts.js'
import type { AppWithReceiver } from './exampleAppWithReceiver.js'
import {
  createdId,
  eventLog,
  type OpenedPage,
  openPage,
  WIDGET_FRAME,
  widgetOf,
} from './walletPage.js'
import {
  balanceShown,
  chainBalance,
  chainOf,
  expectBoughtOnChain,
  receiptShown,
  releaseWhenArrived,
  SANDBOX_WALLET,
  sandboxRecord,
  sandboxWalletButton,
  usdcOf,
  walletAccount,
} from './walletScenarios.js'

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

/**
 * axe-core on a first page (`opened`: its quotes shown, nothing done yet), with the Buy overlay
 * open (the stand-in widget in it) and closed again. Closes the page.
 */
export async function axeCleanWithOverlay(
  app: AppWithReceiver,
  { context, page, errors }: OpenedPage,
): Promise<void> {
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
 * The purchase, from the keyboard alone, on the chain: the sandbox wallet connected (its ETH
 * balance shown as the chain holds it), the asset (typed into the list), the amount (typed over
 * the selected text; a wrong one is marked invalid), Buy (the widget on the page's asset, the
 * wallet's address answered), the widget's Confirm purchase, Escape and Close widget; the
 * purchase in the event log and its status (a live region there from the start) to RELEASED,
 * which the sandbox is told to reach: its transaction's receipt shown, the balance risen by the
 * purchase's amount on the chain and on the page, focus left on Buy. Then the embedded widget,
 * shown from the keyboard, answered by the connected wallet's account.
 */
export async function keyboardPurchaseToReleased(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app)
  const account = walletAccount(app)
  // The shot shows the wallets listed: the sandbox wallet is, once its chain has answered.
  await sandboxWalletButton(page).waitFor()
  await app.shot(page, 'w01-wallets-listed')
  await connectFromKeyboard(page, app)
  const before = await chainBalance(app)
  await expect.poll(() => balanceShown(page)).toBe(`${fromBaseUnits(before, 18)} ETH`)
  await app.shot(page, 'w02-connected')
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
  const widget = widgetOf(page)
  expect(await widget.getByLabel('Asset').inputValue()).toBe('ETH_ETH')
  // The widget asks where the crypto goes: the connected wallet answers its account, maybe after
  // the quotes (a user waits for it: an empty address is refused).
  await expect
    .poll(async () => (await widget.getByLabel('Wallet address').inputValue()).toLowerCase())
    .toBe(account)
  await app.shot(page, 'w03-buy-widget')
  await tabTo(page, { tag: 'button', name: /^Confirm purchase$/, where: 'widget' })
  await page.keyboard.press('Enter')
  await widget.getByRole('heading', { name: 'Purchase created' }).waitFor()
  await closeWidget(page, 'Buy')

  await expect.poll(() => status.textContent()).toBe('INITIALIZED')
  expect(await isMarkedLiveRegion(status)).toBe(true)
  // The extras' event log has the widget's event.
  await eventLog(page).getByText('PURCHASE_CREATED', { exact: true }).waitFor()
  const id = await createdId(page, 'Purchase')
  await controlSandbox(app.sandbox, `/sandbox/purchases/${id}/advance`, { to: 'RELEASED' })
  // On a chain, released once the sandbox's transaction is mined; the page reads the purchase
  // until final (every 5 s), then the final transaction's receipt through the wallet.
  await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('RELEASED (final)')
  expect(await isMarkedLiveRegion(status)).toBe(true)
  const purchase = await sandboxRecord<{ cryptoAmount: string; finalTxHash: string }>(
    app,
    `purchases/${id}`,
  )
  await expectBoughtOnChain(page, app, purchase, before)
  await app.shot(page, 'w04-bought-eth')
  // Announced where it is, focus left alone.
  expect(await focused(page)).toMatchObject({ where: 'page', name: 'Buy' })

  // The embedded widget asks the connected wallet too.
  await tabTo(page, { tag: 'button', name: /^Show embedded widget$/, where: 'page' })
  await page.keyboard.press('Enter')
  const panel = page.getByRole('region', { name: 'Embedded widget' })
  const embedded = panel.frameLocator(WIDGET_FRAME)
  await embedded.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  await expect
    .poll(async () => (await embedded.getByLabel('Wallet address').inputValue()).toLowerCase())
    .toBe(account)
  await panel.scrollIntoViewIfNeeded()
  await app.shot(page, 'w09-embedded')
  expect(errors).toEqual([])
  await context.close()
}

/**
 * The sale, from the keyboard alone, on the chain: the sandbox wallet connected, USD Coin typed
 * into the list (its balance shown as the chain holds it), Sell (the widget on that asset), the
 * widget's Confirm sale and Send from wallet (Space). The wallet's prompt (the browser's dialog,
 * not the page's) refused first: the widget is told (Send from wallet still there), the page
 * shows the wallet's same error, nothing is sent. Space again, the prompt (naming the amount)
 * approved: the widget is told the hash; Escape and Close widget; the page shows the receipt and
 * the balance fallen by the sale's amount; the sale's status (a live region there, empty, from
 * the start), read from the receiver, to RELEASED once the sandbox saw the crypto arrive, focus
 * left on Sell.
 */
export async function keyboardSaleToReleased(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app)
  const chain = chainOf(app)
  await connectFromKeyboard(page, app)
  await tabTo(page, { tag: 'select', name: /^Asset/ })
  await page.keyboard.type('USD Coin')
  expect(await page.getByLabel(/^\s*Asset/).inputValue()).toBe('ETH_USDC')
  const usdc = usdcOf(app)
  const before = await chainBalance(app, usdc.address)
  await expect.poll(() => balanceShown(page)).toBe(`${fromBaseUnits(before, usdc.decimals)} USDC`)
  const nonce = await rpc(chain.rpcUrl, 'eth_getTransactionCount', [walletAccount(app), 'latest'])

  const prompts: string[] = []
  let approve = false
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message())
    void (approve ? dialog.accept() : dialog.dismiss())
  })
  const region = page.getByRole('region', { name: 'Sale status' })
  const status = region.getByRole('status')
  expect(await status.textContent()).toBe('')
  await markLiveRegion(status)
  await openWidget(page, 'Sell')
  const widget = widgetOf(page)
  expect(await widget.getByLabel('Asset').inputValue()).toBe('ETH_USDC')
  await app.shot(page, 'w05-sell-widget')
  await tabTo(page, { tag: 'button', name: /^Confirm sale$/, where: 'widget' })
  await page.keyboard.press('Enter')
  const send = widget.getByRole('button', { name: 'Send from wallet' })
  await send.waitFor()
  await tabTo(page, { tag: 'button', name: /^Send from wallet$/, where: 'widget' })
  await page.keyboard.press('Space')

  // Refused: the widget is answered a refusal at once, the page says the same.
  const failed = widget.getByText(/^Sending failed: .+/)
  await failed.waitFor()
  const alert = page.getByRole('alert').filter({ hasText: /^Wallet: / })
  await alert.waitFor()
  expect((await alert.textContent())!.replace('Wallet: ', '')).toBe(
    (await failed.textContent())!.replace('Sending failed: ', ''),
  )
  expect(await send.isEnabled()).toBe(true)
  await app.shot(page, 'w08-prompt-refused')
  expect(await rpc(chain.rpcUrl, 'eth_getTransactionCount', [walletAccount(app), 'latest'])).toBe(
    nonce,
  )
  expect(await chainBalance(app, usdc.address)).toBe(before)
  expect(await receiptShown(page)).toBe('No transaction yet.')

  // Approved, the second time.
  approve = true
  // Focus stayed on Send from wallet while the wallet was asked (unavailable, not disabled): the
  // user presses it again where they are.
  expect(await send.evaluate((button) => button === document.activeElement)).toBe(true)
  await page.keyboard.press('Space')
  const sent = widget.getByText(/^Sent: transaction 0x[0-9a-f]{64}$/)
  await sent.waitFor()
  const hash = (await sent.textContent())!.replace('Sent: transaction ', '')
  const id = await createdId(page, 'Sale')
  const { items } = await sandboxRecord<{
    items: { sale: { id: string; crypto: { amount: string } } }[]
  }>(app, 'sales')
  const amount = BigInt(items.find(({ sale }) => sale.id === id)!.sale.crypto.amount)
  expect(prompts).toHaveLength(2)
  expect(prompts[1]).toMatch(
    new RegExp(`Send ${fromBaseUnits(amount, usdc.decimals).replace('.', '\\.')} USDC \\(token `),
  )
  await app.shot(page, 'w06-sale-sent')
  await closeWidget(page, 'Sell')

  await expect
    .poll(() => receiptShown(page))
    .toMatch(new RegExp(`^Sale transaction ${hash}: success in block \\d+$`))
  const after = await chainBalance(app, usdc.address)
  expect(before - after).toBe(amount)
  await expect.poll(() => balanceShown(page)).toBe(`${fromBaseUnits(after, usdc.decimals)} USDC`)
  await expect.poll(() => status.textContent()).toBe('CREATED')
  expect(await isMarkedLiveRegion(status)).toBe(true)
  // On a chain, the sandbox releases it once it has seen the crypto arrive.
  await releaseWhenArrived(app, id)
  await expect.poll(() => status.textContent()).toBe('RELEASED')
  await app.shot(page, 'w07-sold-usdc')
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
