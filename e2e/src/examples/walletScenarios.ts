// What an example app whose page holds a real wallet (the React and Vue templates' pages) is
// tested for in Chromium, on the local EVM chain the sandbox settles on: the sandbox wallet
// connected, ETH bought and the balance risen by the amount, USDC sold with the wallet's prompt
// approved and the balance fallen, the prompt refused and the widget told. Balances are read from
// the chain itself and compared with what the page shows.
import { fromBaseUnits } from '@rampkit/core'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { type LocalChain, rpc } from '../../../packages/local-chain/src/index.mjs'
import { controlSandbox } from '../support/sandboxControl.js'
import { WIDGET_READY_MS } from '../support/timeouts.js'
import type { AppWithReceiver } from './exampleAppWithReceiver.js'
import { sandboxQuotes } from './sandboxQuotes.js'
import { buyStaysPut } from './scenarios.js'
import {
  closeWidget,
  createdId,
  eventLog,
  openPage,
  sendWithPromptApproved,
  WIDGET_FRAME,
  widgetOf,
} from './walletPage.js'

export const SANDBOX_WALLET = 'Sandbox wallet (development)'

const chainOf = (app: AppWithReceiver): LocalChain => {
  if (!app.chain) throw new Error(`${app.name} was started without its local chain`)
  return app.chain
}

/** The sandbox wallet's account: the chain's first (the wallet's default index). */
export const walletAccount = (app: AppWithReceiver) => chainOf(app).accounts[0]!.toLowerCase()

/** The account's balance on the chain: ETH (`token` undefined) or a token's, in base units. */
async function chainBalance(app: AppWithReceiver, token?: string): Promise<bigint> {
  const chain = chainOf(app)
  const owner = walletAccount(app)
  return BigInt(
    token
      ? await rpc<string>(chain.rpcUrl, 'eth_call', [
          { to: token, data: `0x70a08231${owner.slice(2).padStart(64, '0')}` },
          'latest',
        ])
      : await rpc<string>(chain.rpcUrl, 'eth_getBalance', [owner, 'latest']),
  )
}

const usdcOf = (app: AppWithReceiver) => {
  const token = chainOf(app).tokens.find(({ symbol }) => symbol === 'USDC')
  if (!token) throw new Error('the local chain has no USDC')
  return token
}

/** Clicks the sandbox wallet in the page's Connect wallet list: its account is shown. */
export async function connectSandboxWallet(page: Page, app: AppWithReceiver): Promise<void> {
  await page
    .getByRole('list', { name: 'Connect wallet' })
    .getByRole('button', { name: `Connect ${SANDBOX_WALLET}` })
    .click()
  await page.getByText(walletAccount(app), { exact: true }).waitFor()
}

const balanceShown = (page: Page) => page.getByRole('status', { name: 'Balance' }).textContent()
const receiptShown = (page: Page) =>
  page.getByRole('status', { name: 'Transaction receipt' }).textContent()

/** The sandbox's record, through its control API. */
async function sandboxRecord<T>(app: AppWithReceiver, path: string): Promise<T> {
  const response = await fetch(`${app.sandbox.url}/sandbox/${path}`)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/** Releases a sale once the sandbox has seen its crypto arrive on the chain (409 until then). */
export async function releaseWhenArrived(app: AppWithReceiver, id: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await fetch(`${app.sandbox.url}/sandbox/sales/${id}/release`, { method: 'POST' })).status,
    )
    .toBe(200)
}

/**
 * Connects the sandbox wallet, quotes ETH, buys it through the widget (the wallet's address
 * answered), releases the purchase: the sandbox sends the ETH on the chain, the page shows the
 * purchase final, the transaction's receipt and the balance risen by the purchase's amount.
 */
export async function buyEthOnChain(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app)
  const account = walletAccount(app)
  await app.shot(page, 'w01-wallets-listed')
  await connectSandboxWallet(page, app)
  const before = await chainBalance(app)
  await expect.poll(() => balanceShown(page)).toBe(`${fromBaseUnits(before, 18)} ETH`)

  // The sandbox's quotes, method by method (a page may name them by label or by id).
  const quoted = Object.values(await sandboxQuotes(app.sandbox, 'ETH_ETH', 100)).sort()
  const shownQuotes = () =>
    page
      .getByRole('table', { name: 'Quotes' })
      .locator('tbody data')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLDataElement).value).sort())
  await expect.poll(shownQuotes).toEqual(quoted)
  await app.shot(page, 'w02-connected')

  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  const widget = widgetOf(page)
  await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  expect(await widget.getByLabel('Asset').inputValue()).toBe('ETH_ETH')
  // The widget asks where the crypto goes: the connected wallet answers its account.
  await expect
    .poll(async () => (await widget.getByLabel('Wallet address').inputValue()).toLowerCase())
    .toBe(account)
  await app.shot(page, 'w03-buy-widget')
  await widget.getByRole('button', { name: 'Confirm purchase' }).click()
  await widget.getByRole('heading', { name: 'Purchase created' }).waitFor()
  const log = eventLog(page)
  await log.getByText('PURCHASE_CREATED', { exact: true }).waitFor()
  const id = await createdId(page, 'Purchase')
  await closeWidget(page)

  await controlSandbox(app.sandbox, `/sandbox/purchases/${id}/advance`, { to: 'RELEASED' })
  const status = page.getByRole('status', { name: 'Purchase status' })
  await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('RELEASED (final)')
  const purchase = await sandboxRecord<{ cryptoAmount: string; finalTxHash: string }>(
    app,
    `purchases/${id}`,
  )
  await expect
    .poll(() => receiptShown(page))
    .toMatch(new RegExp(`^Purchase transaction ${purchase.finalTxHash}: success in block \\d+$`))
  const after = await chainBalance(app)
  expect(after - before).toBe(BigInt(purchase.cryptoAmount))
  await expect.poll(() => balanceShown(page)).toBe(`${fromBaseUnits(after, 18)} ETH`)
  await app.shot(page, 'w04-bought-eth')
  expect(errors).toEqual([])
  await context.close()
}

/** Opens Sell for USDC with the sandbox wallet connected, and confirms the sale in the widget. */
async function sellUsdc(app: AppWithReceiver) {
  const opened = await openPage(app)
  const { page } = opened
  await connectSandboxWallet(page, app)
  await page.getByLabel(/^\s*Asset/).selectOption('ETH_USDC')
  const usdc = usdcOf(app)
  const before = await chainBalance(app, usdc.address)
  await expect.poll(() => balanceShown(page)).toBe(`${fromBaseUnits(before, usdc.decimals)} USDC`)
  await page.getByRole('button', { name: 'Sell', exact: true }).click()
  const widget = widgetOf(page)
  await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  expect(await widget.getByLabel('Asset').inputValue()).toBe('ETH_USDC')
  await widget.getByRole('button', { name: 'Confirm sale' }).click()
  await widget.getByRole('button', { name: 'Send from wallet' }).waitFor()
  return { ...opened, widget, usdc, before }
}

/**
 * Sells USDC: Send from wallet, the sandbox wallet's prompt (a browser dialog naming the amount
 * and the recipient) approved; the widget is told the hash, the page shows the receipt and the
 * balance fallen by the sale's amount; the sandbox sees the transfer and the sale is released.
 */
export async function sellUsdcOnChain(app: AppWithReceiver): Promise<void> {
  const { context, page, errors, widget, usdc, before } = await sellUsdc(app)
  await app.shot(page, 'w05-sell-widget')
  const { hash, prompts } = await sendWithPromptApproved(page, widget)
  const id = await createdId(page, 'Sale')
  const { items } = await sandboxRecord<{
    items: { sale: { id: string; crypto: { amount: string } }; depositAddress?: string }[]
  }>(app, 'sales')
  const amount = BigInt(items.find(({ sale }) => sale.id === id)!.sale.crypto.amount)
  expect(prompts).toHaveLength(1)
  expect(prompts[0]).toMatch(
    new RegExp(`Send ${fromBaseUnits(amount, usdc.decimals).replace('.', '\\.')} USDC \\(token `),
  )
  await app.shot(page, 'w06-sale-sent')
  await closeWidget(page)

  await expect
    .poll(() => receiptShown(page))
    .toMatch(new RegExp(`^Sale transaction ${hash}: success in block \\d+$`))
  const after = await chainBalance(app, usdc.address)
  expect(before - after).toBe(amount)
  await expect.poll(() => balanceShown(page)).toBe(`${fromBaseUnits(after, usdc.decimals)} USDC`)
  // The sandbox saw the transfer arrive: the sale can be released, and the page reads it so.
  await releaseWhenArrived(app, id)
  const region = page.getByRole('region', { name: 'Sale status' })
  await expect.poll(() => region.getByRole('status').textContent()).toBe('RELEASED')
  await app.shot(page, 'w07-sold-usdc')
  expect(errors).toEqual([])
  await context.close()
}

/**
 * Sells USDC and refuses the wallet's prompt: the widget is answered a refusal at once (its
 * "Sending failed"), the page shows the wallet's error, nothing is sent and the balance stays.
 */
export async function refuseThePrompt(app: AppWithReceiver): Promise<void> {
  const { context, page, errors, widget, usdc, before } = await sellUsdc(app)
  const chain = chainOf(app)
  const nonce = await rpc(chain.rpcUrl, 'eth_getTransactionCount', [walletAccount(app), 'latest'])
  page.on('dialog', (dialog) => void dialog.dismiss())
  await widget.getByRole('button', { name: 'Send from wallet' }).click()
  const failed = widget.getByText(/^Sending failed: .+/)
  await failed.waitFor()
  const alert = page.getByRole('alert').filter({ hasText: /^Wallet: / })
  await alert.waitFor()
  // The widget is told the binding's own sentence, the page the same error.
  expect((await alert.textContent())!.replace('Wallet: ', '')).toBe(
    (await failed.textContent())!.replace('Sending failed: ', ''),
  )
  expect(await widget.getByRole('button', { name: 'Send from wallet' }).isEnabled()).toBe(true)
  await app.shot(page, 'w08-prompt-refused')
  expect(await rpc(chain.rpcUrl, 'eth_getTransactionCount', [walletAccount(app), 'latest'])).toBe(
    nonce,
  )
  expect(await chainBalance(app, usdc.address)).toBe(before)
  expect(await receiptShown(page)).toBe('No transaction yet.')
  expect(errors).toEqual([])
  await context.close()
}

/** The embedded widget, answered by the connected wallet's account. */
export async function embeddedWithWallet(app: AppWithReceiver): Promise<void> {
  const { context, page, errors } = await openPage(app, { width: 1280, height: 1600 })
  await connectSandboxWallet(page, app)
  const panel = page.getByRole('region', { name: 'Embedded widget' })
  await panel.getByRole('button', { name: 'Show embedded widget' }).click()
  const widget = panel.frameLocator(WIDGET_FRAME)
  await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  await expect
    .poll(async () => (await widget.getByLabel('Wallet address').inputValue()).toLowerCase())
    .toBe(walletAccount(app))
  await panel.scrollIntoViewIfNeeded()
  await app.shot(page, 'w09-embedded')
  await panel.getByRole('button', { name: 'Hide embedded widget' }).click()
  expect(errors).toEqual([])
  await context.close()
}

/** Declares the wallet scenarios as tests of the calling `describe`. */
export function itRunsTheSandboxWalletScenarios(app: AppWithReceiver): void {
  it('keeps Buy in its place while the quotes load and when they arrive', () => buyStaysPut(app))
  it(
    'connects the sandbox wallet and buys ETH to RELEASED on the local chain: the receipt, the balance risen by the amount',
    () => buyEthOnChain(app),
    90_000,
  )
  it(
    'sells USDC from the sandbox wallet, its prompt approved: the receipt, the balance fallen by the amount, the sale released',
    () => sellUsdcOnChain(app),
    90_000,
  )
  it(
    "refuses the wallet's prompt: the widget is told, the page says why, nothing is sent",
    () => refuseThePrompt(app),
    60_000,
  )
  it(
    'shows the embedded widget answered by the connected wallet',
    () => embeddedWithWallet(app),
    60_000,
  )
}
