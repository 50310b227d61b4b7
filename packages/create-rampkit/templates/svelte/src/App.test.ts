// One component test on @rampkit/testing: the host API answered in-process by MSW (no sandbox
// server, no network), the widget stood in for by mockWidget().

import type { WidgetEvent } from '@rampkit/core'
import {
  MOCK_WALLET_ACCOUNT,
  type MockWallet,
  type MockWalletOptions,
  type MockWidgetHandle,
  mockWalletProvider,
  mockWidget,
  rampkitHandlers,
} from '@rampkit/testing'
import { createWalletConnector, type WalletConnector } from '@rampkit/wallet/connect'
import { fireEvent, render, screen, within } from '@testing-library/svelte'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { type ComponentProps, createRawSnippet } from 'svelte'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, onTestFinished, vi } from 'vitest'
import App from './App.svelte'
import { type AppConfig, config as envConfig } from './config'

// The page's config in the tests: no local chain (the sandbox wallet), unless a test gives one.
const config: AppConfig = { ...envConfig, localChainUrl: undefined }
const onLocalChain: AppConfig = { ...config, localChainUrl: 'http://127.0.0.1:9' }
const ACCOUNT = MOCK_WALLET_ACCOUNT
const HASH = `0x${'ab'.repeat(32)}`

/**
 * A browser wallet (EIP-1193, EIP-6963) from the testing kit: on the local chain (31337), holding
 * 2.5 ETH and 12 of any token; it sends `HASH` unless told otherwise, every transaction mined in
 * block 7.
 */
const testWallet = (options: MockWalletOptions = {}) =>
  mockWalletProvider({
    info: { name: 'Test wallet' },
    balance: 25n * 10n ** 17n,
    tokenBalances: 12_000_000n,
    sendTransaction: () => HASH,
    receipt: () => ({ blockNumber: 7n }),
    ...options,
  })

/** A connector listing `wallets`, on a target of its own (no other test's announcements). */
function connectorWith(...wallets: MockWallet[]): WalletConnector {
  const connector = createWalletConnector({ wallets, target: new EventTarget() })
  onTestFinished(() => connector.destroy())
  return connector
}

/** The page with the test config and a connector listing no wallet, unless `props` say. */
const renderApp = (props: Partial<ComponentProps<typeof App>> = {}) =>
  render(App, { props: { config, connector: connectorWith(), ...props } })

/** Connects the page's listed wallet named `name`: its address is shown. */
async function connect(name: string) {
  const list = screen.getByRole('list', { name: 'Connect wallet' })
  await fireEvent.click(within(list).getByRole('button', { name: `Connect ${name}` }))
  await screen.findByText(ACCOUNT)
}

const handlers = rampkitHandlers()
// The local chain's node answers its id: the sandbox wallet is listed once its chain answers.
const localChain = http.post('http://127.0.0.1:9/', async ({ request }) => {
  const { id } = (await request.json()) as { id: number }
  return HttpResponse.json({ jsonrpc: '2.0', id, result: '0x7a69' })
})
const server = setupServer(...handlers, localChain)
let widget: MockWidgetHandle
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  widget = mockWidget({ sandbox: handlers.sandbox })
})
afterEach(() => {
  server.resetHandlers()
  widget.restore()
})
afterAll(() => server.close())

it('lists the quotes, opens Buy without a wallet (the widget asks its user) and shows the purchase status', async () => {
  renderApp()
  expect(await screen.findByRole('cell', { name: 'Card' })).toBeTruthy()
  expect(screen.getByRole('status', { name: 'Wallet status' }).textContent?.trim()).toBe(
    'No wallet found in this browser: Buy and Sell ask for an address.',
  )

  await fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
  expect(widget.shown()?.config).toMatchObject({ swapAsset: 'ETH_ETH', fiatValue: 100 })
  expect(widget.shown()?.config.userAddress).toBeUndefined()

  await widget.emit('PURCHASE_CREATED') // created in handlers.sandbox
  const status = screen.getByRole('status', { name: 'Purchase status' })
  await expect.poll(() => status.textContent?.trim()).toMatch(/^[A-Z_]+/)
})

it('connects a listed wallet: its address, and its balance of the selected asset', async () => {
  renderApp({ connector: connectorWith(testWallet()), config: onLocalChain })
  await connect('Test wallet')
  const balance = screen.getByRole('status', { name: 'Balance' })
  await expect.poll(() => balance.textContent).toBe('2.5 ETH')
  await fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'ETH_USDC' } })
  await expect.poll(() => balance.textContent).toBe('12 USDC')
  await fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'SOLANA_SOL' } })
  await expect
    .poll(() => balance.textContent)
    .toBe('SOL is not on an EVM chain: this wallet holds none.')

  await fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
  expect(screen.queryByText(ACCOUNT)).toBeNull()
  expect(screen.getByRole('button', { name: 'Connect Test wallet' })).toBeTruthy()
})

it("shows a wallet's refusal to connect", async () => {
  const wallet = testWallet()
  wallet.refuseNext('eth_requestAccounts')
  renderApp({ connector: connectorWith(wallet) })
  const list = screen.getByRole('list', { name: 'Connect wallet' })
  await fireEvent.click(within(list).getByRole('button', { name: 'Connect Test wallet' }))
  expect((await screen.findByRole('alert')).textContent).toMatch(/refused|rejected/i)
})

it("answers Buy with the connected address, and shows the released purchase's receipt", async () => {
  renderApp({ connector: connectorWith(testWallet()), config: onLocalChain })
  await connect('Test wallet')
  await fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
  await widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
  expect((await widget.waitForAnswer('REQUEST_CRYPTO_ACCOUNT_RESULT')).payload).toEqual({
    type: 'ETH',
    assetSymbol: 'ETH_ETH',
    address: ACCOUNT,
  })

  // Released before the page reads it: final at the first read, with its transaction.
  const created = await handlers.sandbox.createPurchase({ receiverAddress: ACCOUNT })
  const released = await handlers.sandbox.completePurchase(created.purchase.id)
  await widget.emit('PURCHASE_CREATED', created)
  const receipt = screen.getByRole('status', { name: 'Transaction receipt' })
  await expect
    .poll(() => receipt.textContent)
    .toBe(`Purchase transaction ${released.finalTxHash}: success in block 7`)
})

it('sells through the connected wallet: the widget gets the hash, the page the receipt', async () => {
  const wallet = testWallet()
  renderApp({ connector: connectorWith(wallet), config: onLocalChain })
  await connect('Test wallet')
  await fireEvent.click(screen.getByRole('button', { name: 'Sell' }))
  expect(widget.shown()?.config).toMatchObject({
    offrampAsset: 'ETH_ETH',
    useSendCryptoCallback: true,
  })
  await widget.emit('OFFRAMP_SALE_CREATED')
  await widget.emit('SEND_CRYPTO')
  expect((await widget.waitForAnswer('SEND_CRYPTO_RESULT')).payload).toEqual({ txHash: HASH })
  expect(wallet.sent).toEqual([expect.objectContaining({ from: ACCOUNT })])
  const receipt = screen.getByRole('status', { name: 'Transaction receipt' })
  await expect.poll(() => receipt.textContent).toBe(`Sale transaction ${HASH}: success in block 7`)
})

it("tells the widget and the page when the user refuses the wallet's prompt", async () => {
  const wallet = testWallet({ refuse: ['send'] })
  renderApp({ connector: connectorWith(wallet), config: onLocalChain })
  await connect('Test wallet')
  await fireEvent.click(screen.getByRole('button', { name: 'Sell' }))
  await widget.emit('OFFRAMP_SALE_CREATED')
  await widget.emit('SEND_CRYPTO')
  const answer = (await widget.waitForAnswer('SEND_CRYPTO_RESULT')).payload as { error?: string }
  expect(answer.error).toBeTruthy()
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toBe(`Wallet: ${answer.error}`)
  expect(screen.getByRole('status', { name: 'Transaction receipt' }).textContent).toBe(
    'No transaction yet.',
  )
})

it('lists the sandbox wallet of the local chain beside the browser wallets in development', async () => {
  // On the window: the sandbox wallet announces itself there (EIP-6963).
  const connector = createWalletConnector()
  onTestFinished(() => connector.destroy())
  renderApp({ connector, config: onLocalChain })
  const list = screen.getByRole('list', { name: 'Connect wallet' })
  expect(
    await within(list).findByRole('button', { name: 'Connect Sandbox wallet (development)' }),
  ).toBeTruthy()
})

// The page's extension points (README, "Make it yours"): `wallet`, `onEvent` and `children`.

it('answers both widgets with the wallet it is given instead', async () => {
  const account = {
    address: '0x000000000000000000000000000000000000dEaD',
    type: 'ETH',
    assetSymbol: 'ETH_ETH',
    name: 'My wallet',
  }
  const wallet = {
    onRequestCryptoAccount: () => account,
    onSendCrypto: () => ({ txHash: '0xfeed' }),
  }
  renderApp({ wallet })
  await screen.findByRole('cell', { name: 'Card' })

  await fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
  await widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
  expect((await widget.waitForAnswer('REQUEST_CRYPTO_ACCOUNT_RESULT')).payload).toEqual(account)
  await widget.emit('WIDGET_CLOSE') // the overlay covers Sell until it closes

  await fireEvent.click(screen.getByRole('button', { name: 'Sell' }))
  // The wallet sends: Sell asks the widget to let it.
  expect(widget.shown()?.config).toMatchObject({
    enabledFlows: ['OFFRAMP'],
    useSendCryptoCallback: true,
  })
  await widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
  expect((await widget.waitForAnswer('REQUEST_CRYPTO_ACCOUNT_RESULT')).payload).toEqual(account)
  await widget.emit('OFFRAMP_SALE_CREATED') // created in handlers.sandbox
  await widget.emit('SEND_CRYPTO')
  expect((await widget.waitForAnswer('SEND_CRYPTO_RESULT')).payload).toEqual({ txHash: '0xfeed' })
})

it("gives onEvent every event of Buy and Sell with the widget's name, and still follows the purchase", async () => {
  const onEvent = vi.fn<(event: WidgetEvent, source: 'Buy' | 'Sell') => void>()
  renderApp({ onEvent })
  await screen.findByRole('cell', { name: 'Card' })

  await fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
  await widget.emit('PURCHASE_CREATED')
  await widget.emit('WIDGET_CLOSE')
  await fireEvent.click(screen.getByRole('button', { name: 'Sell' }))
  await widget.emit('OFFRAMP_SALE_CREATED')

  const seen = onEvent.mock.calls.map(([event, source]) => `${source} ${event.type}`)
  expect(seen).toContain('Buy PURCHASE_CREATED')
  expect(seen).toContain('Sell OFFRAMP_SALE_CREATED')
  expect(seen.indexOf('Buy PURCHASE_CREATED')).toBeLessThan(
    seen.indexOf('Sell OFFRAMP_SALE_CREATED'),
  )
  const status = screen.getByRole('status', { name: 'Purchase status' })
  await expect.poll(() => status.textContent?.trim()).toMatch(/^[A-Z_]+/)
})

it('renders its children in <main>, after the Purchase section', async () => {
  const children = createRawSnippet(() => ({
    render: () => '<section aria-label="My section"><h2>Mine</h2></section>',
  }))
  renderApp({ children })

  const mine = screen.getByRole('region', { name: 'My section' })
  expect(mine.parentElement).toBe(screen.getByRole('main'))
  const purchase = screen.getByRole('status', { name: 'Purchase status' })
  expect(purchase.compareDocumentPosition(mine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})

it("sends the purchases' and sales' webhooks to config.webhookUrl; Sell without a sender lets the user send", async () => {
  renderApp({ config: { ...config, webhookUrl: 'https://example.com/webhooks' } })
  await screen.findByRole('cell', { name: 'Card' })

  await fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
  expect(widget.shown()?.config).toMatchObject({
    webhookStatusUrl: 'https://example.com/webhooks/purchase',
  })
  await widget.emit('WIDGET_CLOSE')
  await fireEvent.click(screen.getByRole('button', { name: 'Sell' }))
  expect(widget.shown()?.config).toMatchObject({
    offrampWebhookV3Url: 'https://example.com/webhooks/offramp',
  })
  // No connected wallet: the widget shows its user where to send.
  expect(widget.shown()?.config).not.toHaveProperty('useSendCryptoCallback')
})
