// One component test on @rampkit/testing: the host API answered in-process by MSW (no sandbox
// server, no network), the widget stood in for by mockWidget().
import { createHostApiClient, type WidgetEvent } from '@rampkit/core'
import {
  MOCK_WALLET_ACCOUNT,
  type MockWallet,
  type MockWalletOptions,
  type MockWidgetHandle,
  mockWalletProvider,
  mockWidget,
  rampkitHandlers,
} from '@rampkit/testing'
import { RampKitPlugin } from '@rampkit/vue'
import { createWalletConnector, type WalletConnector } from '@rampkit/wallet/connect'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/vue'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, onTestFinished, vi } from 'vitest'
import { h } from 'vue'
import App from './App.vue'
import { type AppConfig, config as envConfig, type PageWallet } from './config'

// The page's config in the tests: no local chain (the sandbox wallet), unless a test gives one.
const config: AppConfig = { ...envConfig, localChainUrl: undefined }
const LOCAL_CHAIN = 'http://127.0.0.1:9'
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

/** Connects the page's listed wallet named `name`: its address is shown. */
async function connect(name: string) {
  const list = screen.getByRole('list', { name: 'Connect wallet' })
  await fireEvent.click(await within(list).findByRole('button', { name: `Connect ${name}` }))
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
  cleanup()
  server.resetHandlers()
  widget.restore()
})
afterAll(() => server.close())

const client = () => createHostApiClient({ baseUrl: config.apiUrl, hostApiKey: config.hostApiKey })
const renderApp = (
  props: { wallet?: PageWallet; config?: AppConfig; connector?: WalletConnector } = {},
  slots?: { default: () => unknown },
) =>
  render(App, {
    props: { config, connector: connectorWith(), ...props },
    global: { plugins: [[RampKitPlugin, { client: client() }]] },
    ...(slots ? { slots } : {}),
  })

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

const onLocalChain = { ...config, localChainUrl: LOCAL_CHAIN }

it('connects a listed wallet: its address, and its balance of the selected asset', async () => {
  renderApp({ connector: connectorWith(testWallet()), config: onLocalChain })
  await connect('Test wallet')
  const balance = screen.getByRole('status', { name: 'Balance' })
  await expect.poll(() => balance.textContent).toBe('2.5 ETH')
  await fireEvent.update(screen.getByLabelText('Asset'), 'ETH_USDC')
  await expect.poll(() => balance.textContent).toBe('12 USDC')
  await fireEvent.update(screen.getByLabelText('Asset'), 'SOLANA_SOL')
  await expect
    .poll(() => balance.textContent)
    .toBe('SOL is not on an EVM chain: this wallet holds none.')

  await fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
  expect(screen.queryByText(ACCOUNT)).toBeNull()
  expect(await screen.findByRole('button', { name: 'Connect Test wallet' })).toBeTruthy()
})

it("shows a wallet's refusal to connect", async () => {
  const wallet = testWallet()
  wallet.refuseNext('eth_requestAccounts')
  renderApp({ connector: connectorWith(wallet) })
  const list = screen.getByRole('list', { name: 'Connect wallet' })
  await fireEvent.click(await within(list).findByRole('button', { name: 'Connect Test wallet' }))
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

it('without a connected wallet, Sell leaves sending to the widget', async () => {
  renderApp({ connector: connectorWith(testWallet()) })
  await fireEvent.click(screen.getByRole('button', { name: 'Sell' }))
  expect(widget.shown()?.config.useSendCryptoCallback).toBeUndefined()
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

// Make it yours (README): the page's wallet, its widget events and your sections.

it.each(['Buy', 'Sell'])('answers %s with the wallet it is given instead', async (button) => {
  const address = '0x000000000000000000000000000000000000dEaD'
  const wallet = {
    onRequestCryptoAccount: vi.fn((request) => ({ ...request, address, name: 'My wallet' })),
    onSendCrypto: vi.fn(async () => ({ txHash: `0x${'ab'.repeat(32)}` })),
  } satisfies PageWallet
  renderApp({ wallet })
  await fireEvent.click(screen.getByRole('button', { name: button }))

  await widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
  const account = await widget.waitForAnswer('REQUEST_CRYPTO_ACCOUNT_RESULT')
  expect(account.payload).toMatchObject({ assetSymbol: 'ETH_ETH', address })
  // A wallet that sends: Sell's widget is told it may ask, and is answered the wallet's send.
  expect(widget.shown()?.config.useSendCryptoCallback).toBe(button === 'Sell' || undefined)
  if (button === 'Sell') {
    await widget.emit('OFFRAMP_SALE_CREATED')
    await widget.emit('SEND_CRYPTO')
    const sent = await widget.waitForAnswer('SEND_CRYPTO_RESULT')
    expect(sent.payload).toMatchObject({ txHash: `0x${'ab'.repeat(32)}` })
    expect(wallet.onSendCrypto).toHaveBeenCalledOnce()
  }
})

it('emits every widget event of Buy and Sell with its source, and still follows the purchase', async () => {
  const view = renderApp()
  const events = () =>
    view
      .emitted<[WidgetEvent, 'Buy' | 'Sell']>('widget-event')
      .map(([event, source]) => [source, event.type])

  await fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
  await widget.emit('PURCHASE_CREATED')
  expect(events()).toContainEqual(['Buy', 'PURCHASE_CREATED'])
  const status = screen.getByRole('status', { name: 'Purchase status' })
  await expect.poll(() => status.textContent?.trim()).toMatch(/^[A-Z_]+/)
  await widget.emit('WIDGET_CLOSE')

  await fireEvent.click(screen.getByRole('button', { name: 'Sell' }))
  await widget.emit('OFFRAMP_SALE_CREATED')
  expect(events()).toContainEqual(['Sell', 'OFFRAMP_SALE_CREATED'])
  expect(events().filter(([, type]) => type === 'PURCHASE_CREATED')).toHaveLength(1)
})

it("sends Buy's and Sell's webhooks to config.webhookUrl, when there is one", async () => {
  const { unmount } = renderApp()
  await fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
  expect(widget.shown()?.config).not.toHaveProperty('webhookStatusUrl')
  unmount()

  renderApp({ config: { ...config, webhookUrl: 'https://wallet.example/webhooks' } })
  await fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
  expect(widget.shown()?.config).toMatchObject({
    webhookStatusUrl: 'https://wallet.example/webhooks/purchase',
  })
  await widget.emit('WIDGET_CLOSE')
  await fireEvent.click(screen.getByRole('button', { name: 'Sell' }))
  expect(widget.shown()?.config).toMatchObject({
    offrampWebhookV3Url: 'https://wallet.example/webhooks/offramp',
  })
})

it('renders your sections inside <main>, after Purchase', () => {
  renderApp({}, { default: () => h('section', { 'aria-label': 'My section' }, 'Mine') })
  const mine = screen.getByRole('region', { name: 'My section' })
  expect(mine.closest('main')).toBe(screen.getByRole('main'))
  const purchase = screen.getByRole('heading', { name: 'Purchase' })
  expect(purchase.compareDocumentPosition(mine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})
