// The Expo (React Native) example's web build, driven in Chromium: the create-rampkit Expo
// template's page (its wallet, its quotes, Buy and Sell opening <RampWidgetView> - core's
// embedded widget on the web - in the page's sheet, the purchase's status, the final
// transaction's receipt) with the example's extras (the sale's status from the webhook receiver,
// the event log). One build, one local EVM chain, one sandbox settling on it and one receiver for
// the file: the sandbox wallet is connected, ETH bought and USDC sold on the chain, the wallet's
// prompt refused; balances are read from the chain and compared with the page's. axe-core finds
// nothing at WCAG A/AA.
import { fromBaseUnits, methodLabel } from '@rampkit/core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { rpc } from '../../packages/local-chain/src/index.mjs'
import { exampleAppWithReceiver } from './examples/exampleAppWithReceiver.js'
import { serveExpoWeb } from './examples/expoWebBuild.js'
import { sandboxQuotes } from './examples/sandboxQuotes.js'
import { expectBuyToStayPut } from './examples/scenarios.js'
import { sendWithPromptApproved } from './examples/walletPage.js'
import {
  balanceShown,
  chainBalance,
  connectSandboxWallet,
  expectBoughtOnChain,
  receiptShown,
  releaseWhenArrived,
  walletAccount,
} from './examples/walletScenarios.js'
import { expectNoAxeViolations } from './support/axe.js'
import { controlSandbox } from './support/sandboxControl.js'
import { WIDGET_READY_MS } from './support/timeouts.js'

const app = exampleAppWithReceiver({
  appDir: 'apps/expo-example',
  serve: serveExpoWeb,
  localChain: true,
})

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
const usdc = () => app.chain!.tokens.find(({ symbol }) => symbol === 'USDC')!

/** Connects the sandbox wallet, picks USD Coin, opens Sell and confirms the sale in the widget. */
async function sellUsdc() {
  const opened = await openPage()
  const { page } = opened
  await connectSandboxWallet(page, app)
  await page.getByRole('radio', { name: 'USD Coin (Ethereum)', exact: true }).click()
  const before = await chainBalance(app, usdc().address)
  await expect.poll(() => balanceShown(page)).toBe(`${fromBaseUnits(before, usdc().decimals)} USDC`)
  const widget = await openWidget(page, 'Sell')
  expect(await widget.getByLabel('Asset').inputValue()).toBe('ETH_USDC')
  await widget.getByRole('button', { name: 'Confirm sale' }).click()
  await widget.getByRole('button', { name: 'Send from wallet' }).waitFor()
  return { ...opened, widget, before }
}

describe('expo-example (web build) in Chromium', () => {
  it('keeps Buy in its place while the quotes load and the sandbox wallet is listed', async () => {
    const { context } = await expectBuyToStayPut(app, {
      viewport: { width: 1000, height: 1300 },
      quotesShown: (page) =>
        page
          .getByRole('status', { name: 'Quote status' })
          .filter({ hasText: /^[1-9]\d* quotes$/ })
          .waitFor(),
    })
    await context.close()
  })

  it('connects the sandbox wallet, quotes, buys ETH to RELEASED on the local chain: the receipt, the balance risen by the amount', async () => {
    const { context, page, errors } = await openPage()
    await app.shot(page, '01-wallets-listed')
    await connectSandboxWallet(page, app)
    const before = await chainBalance(app)
    await expect.poll(() => balanceShown(page)).toBe(`${fromBaseUnits(before, 18)} ETH`)

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
    await app.shot(page, '02-connected-quotes')
    await expectNoAxeViolations(page, 'the page with its wallet and quotes')

    // useWidgetPreload: the pointer resting on Buy connects to the widget's server ahead.
    const preconnects = () =>
      page.$$eval('link[rel="preconnect"]', (links) =>
        links.map((link) => link.getAttribute('href')),
      )
    expect(await preconnects()).toEqual([])
    await page.getByRole('button', { name: 'Buy', exact: true }).hover()
    await expect.poll(preconnects).toEqual([new URL(app.sandbox.url).origin])

    const widget = await openWidget(page, 'Buy')
    expect(await widget.getByLabel('Asset').inputValue()).toBe('ETH_ETH')
    expect(await widget.getByLabel('Amount').inputValue()).toBe('250')
    // No userAddress in the config: the connected wallet answers the widget's account request.
    await expect
      .poll(async () => (await widget.getByLabel('Wallet address').inputValue()).toLowerCase())
      .toBe(walletAccount(app))
    await app.shot(page, '03-buy-widget')
    await widget.getByRole('button', { name: 'Confirm purchase' }).click()
    await widget.getByRole('heading', { name: 'Purchase created' }).waitFor()
    await closeSheet(page)

    // The template's purchase status, read with the view token; the extras' event log.
    const status = page.getByRole('status', { name: 'Purchase status' })
    await expect.poll(() => status.textContent()).toBe('INITIALIZED')
    const created = eventLog(page).getByRole('listitem').filter({ hasText: 'PURCHASE_CREATED' })
    expect(await created.textContent()).toMatch(/Buy\s*PURCHASE_CREATED\s*Purchase \S+ created/)
    const id = /Purchase (\S+) created/.exec((await created.textContent())!)![1]!

    // Released, the sandbox sends the ETH on the chain: the page reads the purchase until final
    // (every 5 s), then the final transaction's receipt through the wallet.
    await controlSandbox(app.sandbox, `/sandbox/purchases/${id}/advance`, { to: 'RELEASED' })
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('RELEASED (final)')
    const purchase = (await (await fetch(`${app.sandbox.url}/sandbox/purchases/${id}`)).json()) as {
      cryptoAmount: string
      finalTxHash: string
    }
    await expectBoughtOnChain(page, app, purchase, before)
    await app.shot(page, '04-bought-eth')
    await expectNoAxeViolations(page, 'the page after the purchase')

    // On a phone's screen: the same page, one column.
    await page.setViewportSize({ width: 390, height: 844 })
    await app.shot(page, '05-phone')
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it("sells USDC from the sandbox wallet, its prompt approved: the receipt, the balance fallen, the sale's status from the receiver to RELEASED", async () => {
    const { context, page, errors, widget, before } = await sellUsdc()
    await app.shot(page, '06-sell-widget')
    const { hash, prompts } = await sendWithPromptApproved(page, widget)
    expect(prompts).toHaveLength(1)
    expect(prompts[0]).toMatch(/Send [\d.]+ USDC \(token 0x[0-9a-fA-F]{40}\) to 0x[0-9a-f]{40}\.$/)
    await app.shot(page, '07-sale-sent')
    const log = eventLog(page)
    await log.getByText('OFFRAMP_SALE_CREATED', { exact: true }).waitFor()
    expect(await log.textContent()).toMatch(/Sell\s*SEND_CRYPTO/)
    await closeSheet(page)

    await expect
      .poll(() => receiptShown(page))
      .toMatch(new RegExp(`^Sale transaction ${hash}: success in block \\d+$`))
    const after = await chainBalance(app, usdc().address)
    const region = page.getByRole('region', { name: 'Sale status' })
    const id = /Sale (\S+)/.exec(
      (await region.getByText(/^Sale [0-9a-z]{10,}$/).textContent())!,
    )![1]!
    const { items } = (await (await fetch(`${app.sandbox.url}/sandbox/sales`)).json()) as {
      items: { sale: { id: string; crypto: { amount: string } } }[]
    }
    const amount = BigInt(items.find(({ sale }) => sale.id === id)!.sale.crypto.amount)
    expect(before - after).toBe(amount)
    expect(prompts[0]).toContain(`Send ${fromBaseUnits(amount, usdc().decimals)} USDC`)
    await expect
      .poll(() => balanceShown(page))
      .toBe(`${fromBaseUnits(after, usdc().decimals)} USDC`)

    // The sandbox's sale call reached the receiver; the page read it there. The sandbox saw the
    // transfer arrive on the chain: the sale can be released.
    const status = region.getByRole('status')
    await expect.poll(() => status.textContent()).toBe('CREATED')
    await releaseWhenArrived(app, id)
    await expect.poll(() => status.textContent()).toBe('RELEASED')
    expect(await region.textContent()).toContain('(final)')
    await app.shot(page, '08-sold-usdc')
    await expectNoAxeViolations(page, 'the page after the sale')
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it("refuses the sandbox wallet's prompt: the widget is told, the page says why, nothing is sent", async () => {
    const { context, page, errors, widget, before } = await sellUsdc()
    const { rpcUrl } = app.chain!
    const nonce = await rpc(rpcUrl, 'eth_getTransactionCount', [walletAccount(app), 'latest'])
    page.on('dialog', (dialog) => void dialog.dismiss())
    await widget.getByRole('button', { name: 'Send from wallet' }).click()
    const failed = widget.getByText(/^Sending failed: .+/)
    await failed.waitFor()
    const told = (await failed.textContent())!.replace('Sending failed: ', '')
    expect(await widget.getByRole('button', { name: 'Send from wallet' }).isEnabled()).toBe(true)
    await closeSheet(page)
    const alert = page.getByRole('alert').filter({ hasText: /^Wallet: / })
    await alert.waitFor()
    // The widget is told the binding's own sentence, the page the same error.
    expect((await alert.textContent())!.replace('Wallet: ', '')).toBe(told)
    await app.shot(page, '09-prompt-refused')
    expect(await rpc(rpcUrl, 'eth_getTransactionCount', [walletAccount(app), 'latest'])).toBe(nonce)
    expect(await chainBalance(app, usdc().address)).toBe(before)
    expect(await receiptShown(page)).toBe('No transaction yet.')
    expect(errors).toEqual([])
    await context.close()
  }, 90_000)
})
