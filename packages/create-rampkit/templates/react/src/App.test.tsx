// Component tests on @rampkit/testing: the host API answered in-process by MSW (no sandbox
// server, no network), the widget stood in for by mockWidget().

import type { WidgetEvent } from '@rampkit/core'
import { RampKitProvider } from '@rampkit/react'
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
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, onTestFinished, vi } from 'vitest'
import { App, type AppProps } from './App'
import type { AppConfig } from './config'

// The sandbox's addresses and key, as .env gives them (MSW answers the host API at any address).
const config: AppConfig = {
  apiUrl: 'http://127.0.0.1:8787/api',
  widgetUrl: 'http://127.0.0.1:8787/widget/',
  hostApiKey: 'demo-host-api-key',
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

/** The page in its provider, as the app renders it; its wallets those of `connector`. */
const renderPage = (props: Partial<AppProps> = {}) =>
  render(
    <RampKitProvider baseUrl={config.apiUrl} hostApiKey={config.hostApiKey}>
      <App config={config} connector={connectorWith()} {...props} />
    </RampKitProvider>,
  )

/** Connects the page's listed wallet named `name`: its address is shown. */
async function connect(name: string) {
  const list = screen.getByRole('list', { name: 'Connect wallet' })
  fireEvent.click(within(list).getByRole('button', { name: `Connect ${name}` }))
  await screen.findByText(ACCOUNT)
}

/** Opens the Buy or Sell widget once the quotes are in. */
async function open(name: 'Buy' | 'Sell') {
  await screen.findByRole('cell', { name: 'Card' })
  fireEvent.click(screen.getByRole('button', { name }))
}

/**
 * Opens Sell (asking the widget for the send callback: the page can send), creates the sale and
 * its send request, and returns the page's answer to the widget.
 */
async function sellAndAnswer() {
  await open('Sell')
  expect(widget.shown()?.config).toMatchObject({
    offrampAsset: 'ETH_ETH',
    useSendCryptoCallback: true,
  })
  await widget.emit('OFFRAMP_SALE_CREATED')
  await widget.emit('SEND_CRYPTO')
  return (await widget.waitForAnswer('SEND_CRYPTO_RESULT')).payload
}

it('lists the quotes, opens Buy without a wallet (the widget asks its user) and shows the purchase status', async () => {
  renderPage()
  expect(await screen.findByRole('cell', { name: 'Card' })).toBeTruthy()
  expect(screen.getByRole('status', { name: 'Wallet status' }).textContent).toBe(
    'No wallet found in this browser: Buy and Sell ask for an address.',
  )

  fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
  expect(widget.shown()?.config).toMatchObject({ swapAsset: 'ETH_ETH', fiatValue: 100 })
  expect(widget.shown()?.config.userAddress).toBeUndefined()

  await act(() => widget.emit('PURCHASE_CREATED')) // created in handlers.sandbox
  const status = screen.getByRole('status', { name: 'Purchase status' })
  await expect.poll(() => status.textContent).toMatch(/^[A-Z_]+/)
})

it('connects a listed wallet: its address, and its balance of the selected asset', async () => {
  renderPage({
    connector: connectorWith(testWallet()),
    sandboxWallet: { rpcUrl: 'http://127.0.0.1:9' },
  })
  await connect('Test wallet')
  const balance = screen.getByRole('status', { name: 'Balance' })
  await expect.poll(() => balance.textContent).toBe('2.5 ETH')
  fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'ETH_USDC' } })
  await expect.poll(() => balance.textContent).toBe('12 USDC')
  fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'SOLANA_SOL' } })
  await expect
    .poll(() => balance.textContent)
    .toBe('SOL is not on an EVM chain: this wallet holds none.')

  fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
  expect(screen.queryByText(ACCOUNT)).toBeNull()
  expect(screen.getByRole('button', { name: 'Connect Test wallet' })).toBeTruthy()
})

it("shows a wallet's refusal to connect", async () => {
  const wallet = testWallet()
  wallet.refuseNext('eth_requestAccounts')
  renderPage({ connector: connectorWith(wallet) })
  const list = await screen.findByRole('list', { name: 'Connect wallet' })
  fireEvent.click(within(list).getByRole('button', { name: 'Connect Test wallet' }))
  expect((await screen.findByRole('alert')).textContent).toMatch(/refused|rejected/i)
})

it("answers Buy with the connected address, and shows the released purchase's receipt", async () => {
  renderPage({
    connector: connectorWith(testWallet()),
    sandboxWallet: { rpcUrl: 'http://127.0.0.1:9' },
  })
  await connect('Test wallet')
  await open('Buy')
  await widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
  expect((await widget.waitForAnswer('REQUEST_CRYPTO_ACCOUNT_RESULT')).payload).toEqual({
    type: 'ETH',
    assetSymbol: 'ETH_ETH',
    address: ACCOUNT,
  })

  // Released before the page reads it: final at the first read, with its transaction.
  const created = await handlers.sandbox.createPurchase({ receiverAddress: ACCOUNT })
  const released = await handlers.sandbox.completePurchase(created.purchase.id)
  await act(() => widget.emit('PURCHASE_CREATED', created))
  const receipt = screen.getByRole('status', { name: 'Transaction receipt' })
  await expect
    .poll(() => receipt.textContent)
    .toBe(`Purchase transaction ${released.finalTxHash}: success in block 7`)
})

it('sells through the connected wallet: the widget gets the hash, the page the receipt', async () => {
  const wallet = testWallet()
  renderPage({ connector: connectorWith(wallet), sandboxWallet: { rpcUrl: 'http://127.0.0.1:9' } })
  await connect('Test wallet')
  expect(await sellAndAnswer()).toEqual({ txHash: HASH })
  // On the local chain's id: the sandbox's ETH is 31337 in development.
  expect(wallet.sent).toEqual([
    expect.objectContaining({ from: ACCOUNT, to: expect.stringMatching(/^0x/) }),
  ])
  const receipt = screen.getByRole('status', { name: 'Transaction receipt' })
  await expect.poll(() => receipt.textContent).toBe(`Sale transaction ${HASH}: success in block 7`)
})

it("tells the widget and the page when the user refuses the wallet's prompt", async () => {
  const wallet = testWallet({ refuse: ['send'] })
  renderPage({ connector: connectorWith(wallet), sandboxWallet: { rpcUrl: 'http://127.0.0.1:9' } })
  await connect('Test wallet')
  await open('Sell')
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

it('renders on a server (Next) without wallets: the browser lists them after hydration', () => {
  const html = renderToString(
    <RampKitProvider baseUrl={config.apiUrl} hostApiKey={config.hostApiKey}>
      <App
        config={config}
        connector={connectorWith(testWallet())}
        logoUrl="https://x.example/l.svg"
      />
    </RampKitProvider>,
  )
  expect(html).toContain('No wallet found in this browser')
  expect(html).not.toContain('Connect Test wallet')
})

it('without a connected wallet, Sell leaves sending to the widget', async () => {
  renderPage({ connector: connectorWith(testWallet()) })
  await open('Sell')
  expect(widget.shown()?.config.useSendCryptoCallback).toBeUndefined()
})

it('lists the sandbox wallet of the local chain beside the browser wallets in development', async () => {
  // On the window: the sandbox wallet announces itself there (EIP-6963).
  const connector = createWalletConnector()
  onTestFinished(() => connector.destroy())
  renderPage({ connector, sandboxWallet: { rpcUrl: 'http://127.0.0.1:9' } })
  const list = await screen.findByRole('list', { name: 'Connect wallet' })
  expect(
    await within(list).findByRole('button', { name: 'Connect Sandbox wallet (development)' }),
  ).toBeTruthy()
})

it('answers both widgets with the wallet it is given instead: its account and its send', async () => {
  const wallet: AppProps['wallet'] = {
    onRequestCryptoAccount: (request) => ({ ...request, address: '0xyour-wallet', name: 'Yours' }),
    onSendCrypto: vi.fn(() => ({ txHash: '0xsent' })),
  }
  renderPage({ wallet })

  await open('Buy')
  await widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
  expect((await widget.waitForAnswer('REQUEST_CRYPTO_ACCOUNT_RESULT')).payload).toMatchObject({
    address: '0xyour-wallet',
    name: 'Yours',
  })
  await act(() => widget.emit('WIDGET_CLOSE'))

  // Sell asks the widget for the send callback only because the wallet can send.
  expect(await sellAndAnswer()).toEqual({ txHash: '0xsent' })
  expect(wallet.onSendCrypto).toHaveBeenCalledOnce()
})

it('gives onEvent every event of Buy and Sell, with the widget that sent it', async () => {
  const seen: [WidgetEvent['type'], string][] = []
  renderPage({ onEvent: (event, source) => seen.push([event.type, source]) })
  await open('Buy')
  await act(() => widget.emit('PURCHASE_CREATED'))
  await act(() => widget.emit('WIDGET_CLOSE'))
  await open('Sell')
  await act(() => widget.emit('OFFRAMP_SALE_CREATED'))
  expect(seen).toEqual([
    ['APP_VERSION', 'Buy'],
    ['WIDGET_CONFIG_DONE', 'Buy'],
    ['PURCHASE_CREATED', 'Buy'],
    ['WIDGET_CLOSE', 'Buy'],
    ['APP_VERSION', 'Sell'],
    ['WIDGET_CONFIG_DONE', 'Sell'],
    ['OFFRAMP_SALE_CREATED', 'Sell'],
  ])
  // The page's own handling stays: Buy's purchase is followed.
  const status = screen.getByRole('status', { name: 'Purchase status' })
  await expect.poll(() => status.textContent).toMatch(/^[A-Z_]+/)
})

it('shows its children after the purchase, inside <main>', async () => {
  const extra: ReactNode = (
    <section aria-label="Your section">
      <p>Yours</p>
    </section>
  )
  renderPage({ children: extra })
  const section = screen.getByRole('region', { name: 'Your section' })
  expect(section.parentElement?.localName).toBe('main')
  const purchase = screen.getByRole('heading', { name: 'Purchase' })
  expect(purchase.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})

it('sends webhooks to the receiver its config names', async () => {
  renderPage({ config: { ...config, webhookUrl: 'https://wallet.example/webhooks' } })
  await open('Buy')
  expect(widget.shown()?.config.webhookStatusUrl).toBe('https://wallet.example/webhooks/purchase')
  await act(() => widget.emit('WIDGET_CLOSE'))
  await open('Sell')
  expect(widget.shown()?.config.offrampWebhookV3Url).toBe('https://wallet.example/webhooks/offramp')
})
