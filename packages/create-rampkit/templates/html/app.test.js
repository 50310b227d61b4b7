// The page on @rampkit/testing: the host API answered in-process by MSW (no sandbox server, no
// network), the widget stood in for by mockWidget(), a browser wallet by the kit's
// mockWalletProvider, announced over EIP-6963. The page's own index.html and app.js run under jsdom (one page for
// the file: its tests run in order); @rampkit/core's createWidget stands in for the script-tag
// global.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createWidget } from '@rampkit/core'
import {
  MOCK_WALLET_ACCOUNT,
  mockWalletProvider,
  mockWidget,
  rampkitHandlers,
} from '@rampkit/testing'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

const handlers = rampkitHandlers()
// The local chain's node answers its id: the sandbox wallet is listed once its chain answers.
const localChain = http.post('http://127.0.0.1:9/', async ({ request }) => {
  const { id } = await request.json()
  return HttpResponse.json({ jsonrpc: '2.0', id, result: '0x7a69' })
})
const server = setupServer(...handlers, localChain)
let widget
/** The page's module: its extension points (`page`) and its wallet connector. */
let app
const HASH = `0x${'ab'.repeat(32)}`
/**
 * A browser wallet (EIP-1193, EIP-6963) from the testing kit: on the local chain (31337), holding
 * 2.5 ETH and 12 of any token; it sends `HASH`, every transaction mined in block 7.
 */
const wallet = mockWalletProvider({
  info: { name: 'Test wallet' },
  balance: 25n * 10n ** 17n,
  tokenBalances: 12_000_000n,
  sendTransaction: () => HASH,
  receipt: () => ({ blockNumber: 7n }),
})
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  widget = mockWidget({ sandbox: handlers.sandbox })
  const html = readFileSync(join(import.meta.dirname, 'public', 'index.html'), 'utf8')
  document.documentElement.innerHTML = html
    .replace('%RAMPKIT_API_URL%', 'http://127.0.0.1:8787/api')
    .replace('%RAMPKIT_WIDGET_URL%', 'http://127.0.0.1:8787/widget/')
    .replace('%RAMPKIT_HOST_API_KEY%', 'demo-host-api-key')
    .replace('%RAMPKIT_WEBHOOK_URL%', '')
    // In development: the sandbox wallet of this (unreachable) local chain is listed.
    .replace('%RAMPKIT_LOCAL_CHAIN_URL%', 'http://127.0.0.1:9')
  globalThis.RampKit = { createWidget }
  app = await import('./public/app.js')
})
afterEach(async () => {
  // The widget closes itself; the page's extension points go back to their defaults.
  if (widget.shown()) await widget.emit('WIDGET_CLOSE')
  delete app.page.wallet
  delete app.page.onEvent
})
afterAll(() => {
  widget.restore()
  server.close()
})

const click = (id) => document.getElementById(id).click()

it('lists the quotes, opens Buy without a wallet (the widget asks its user) and shows the purchase status', async () => {
  const cell = () =>
    [...document.querySelectorAll('td')].find((td) => td.textContent === 'CARD_PAYMENT')
  await expect.poll(cell).toBeTruthy()
  const amount = document.getElementById('amount')
  expect(amount.getAttribute('aria-invalid')).toBe('false')
  amount.value = 'abc'
  amount.dispatchEvent(new Event('input'))
  expect(amount.getAttribute('aria-invalid')).toBe('true')
  amount.value = '100'
  amount.dispatchEvent(new Event('input'))
  await expect.poll(cell).toBeTruthy()

  click('buy')
  expect(widget.shown()?.config).toMatchObject({ swapAsset: 'ETH_ETH', fiatValue: 100 })
  expect(widget.shown()?.config.userAddress).toBeUndefined()

  await widget.emit('PURCHASE_CREATED') // created in handlers.sandbox
  const status = document.getElementById('purchase-status')
  await expect.poll(() => status.textContent).toMatch(/^[A-Z_]+/)
  await widget.emit('WIDGET_CLOSE')
  // Sell without a wallet that sends: the widget shows its user where to send.
  click('sell')
  expect(widget.shown()?.config).not.toHaveProperty('useSendCryptoCallback')
})

describe('the wallet', () => {
  const connectButton = (name) =>
    [...document.querySelectorAll('#wallets button')].find(
      (button) => button.textContent.trim() === `Connect ${name}`,
    )

  it('lists the sandbox wallet of the local chain in development, and the browser wallets', async () => {
    await expect.poll(() => connectButton('Sandbox wallet (development)')).toBeTruthy()
    wallet.announce()
    await expect.poll(() => connectButton('Test wallet')).toBeTruthy()
    expect(document.getElementById('wallet-status').textContent).toBe(
      'Not connected: Buy and Sell ask for an address.',
    )
  })

  it('connects: the address, and the balance of the selected asset', async () => {
    connectButton('Test wallet').click()
    await expect
      .poll(() => document.getElementById('wallet-address').textContent)
      .toBe(MOCK_WALLET_ACCOUNT)
    expect(document.getElementById('wallet-connected').hidden).toBe(false)
    expect(document.getElementById('wallet-choose').hidden).toBe(true)
    const balance = () => document.getElementById('wallet-balance').textContent
    await expect.poll(balance).toBe('2.5 ETH')
    const asset = document.getElementById('asset')
    for (const [value, shown] of [
      ['ETH_USDC', '12 USDC'],
      ['SOLANA_SOL', 'SOL is not on an EVM chain: this wallet holds none.'],
      ['ETH_ETH', '2.5 ETH'],
    ]) {
      asset.value = value
      asset.dispatchEvent(new Event('change'))
      await expect.poll(balance).toBe(shown)
    }
  })

  it("answers Buy with the connected address, and shows the released purchase's receipt", async () => {
    click('buy')
    await widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
    expect((await widget.waitForAnswer('REQUEST_CRYPTO_ACCOUNT_RESULT')).payload).toEqual({
      type: 'ETH',
      assetSymbol: 'ETH_ETH',
      address: MOCK_WALLET_ACCOUNT,
    })
    // Released before the page reads it: final at the first read, with its transaction.
    const created = await handlers.sandbox.createPurchase({ receiverAddress: MOCK_WALLET_ACCOUNT })
    const released = await handlers.sandbox.completePurchase(created.purchase.id)
    await widget.emit('PURCHASE_CREATED', created)
    await expect
      .poll(() => document.getElementById('receipt').textContent)
      .toBe(`Purchase transaction ${released.finalTxHash}: success in block 7`)
  })

  it('sells through the connected wallet: the widget gets the hash, the page the receipt', async () => {
    click('sell')
    expect(widget.shown()?.config).toMatchObject({ useSendCryptoCallback: true })
    await widget.emit('OFFRAMP_SALE_CREATED')
    await widget.emit('SEND_CRYPTO')
    expect((await widget.waitForAnswer('SEND_CRYPTO_RESULT')).payload).toEqual({ txHash: HASH })
    expect(wallet.sent).toEqual([expect.objectContaining({ from: MOCK_WALLET_ACCOUNT })])
    await expect
      .poll(() => document.getElementById('receipt').textContent)
      .toBe(`Sale transaction ${HASH}: success in block 7`)
  })

  it("tells the widget and the page when the user refuses the wallet's prompt", async () => {
    wallet.refuseNext('eth_sendTransaction')
    click('sell')
    await widget.emit('OFFRAMP_SALE_CREATED')
    await widget.emit('SEND_CRYPTO')
    const answer = (await widget.waitForAnswer('SEND_CRYPTO_RESULT')).payload
    expect(answer.error).toBeTruthy()
    expect(document.getElementById('send-error').textContent).toBe(`Wallet: ${answer.error}`)
  })

  it('disconnects: the wallets are listed again', async () => {
    document.getElementById('disconnect').click()
    expect(document.getElementById('wallet-connected').hidden).toBe(true)
    expect(connectButton('Test wallet')).toBeTruthy()
  })
})

describe('make it yours', () => {
  it('answers both widgets with the wallet it is given instead: its account, and its send for a sale', async () => {
    const sent = []
    app.page.wallet = {
      onRequestCryptoAccount: (request) => ({ ...request, address: 'my-own-address' }),
      onSendCrypto: async (request) => {
        sent.push(request)
        return { txHash: '0xmine' }
      },
    }
    for (const id of ['buy', 'sell']) {
      if (widget.shown()) await widget.emit('WIDGET_CLOSE')
      click(id)
      await widget.emit('REQUEST_CRYPTO_ACCOUNT', {
        type: 'ETH',
        assetSymbol: 'ETH_ETH',
      })
      const account = await widget.waitForAnswer('REQUEST_CRYPTO_ACCOUNT_RESULT')
      expect(account.payload).toMatchObject({ address: 'my-own-address' })
    }
    // Sell asks the widget to call back for the send, as the wallet can send.
    expect(widget.shown()?.config).toMatchObject({
      offrampAsset: 'ETH_ETH',
      useSendCryptoCallback: true,
    })
    const send = {
      assetInfo: { symbol: 'ETH', chain: 'ETH', decimals: 18 },
      amount: '1000000000000000000',
      address: '0x00000000000000000000000000000000000000aa',
    }
    await widget.emit('SEND_CRYPTO', send)
    expect((await widget.waitForAnswer('SEND_CRYPTO_RESULT')).payload).toEqual({ txHash: '0xmine' })
    expect(sent).toEqual([send])
  })

  it('gives page.onEvent every event of Buy and of Sell, with its source', async () => {
    const heard = []
    app.page.onEvent = (event, source) => heard.push([source, event.type])
    const lifecycle = () => heard.filter(([, type]) => type.startsWith('WIDGET_'))
    // The stand-in says WIDGET_CONFIG_DONE by itself as it loads.
    click('buy')
    await expect.poll(lifecycle).toEqual([['Buy', 'WIDGET_CONFIG_DONE']])
    await widget.emit('WIDGET_CLOSE')
    click('sell')
    await expect.poll(lifecycle).toEqual([
      ['Buy', 'WIDGET_CONFIG_DONE'],
      ['Buy', 'WIDGET_CLOSE'],
      ['Sell', 'WIDGET_CONFIG_DONE'],
    ])
    // Every event, the others too (APP_VERSION…), comes with its widget's source.
    expect(heard.length).toBeGreaterThan(3)
  })

  it('has a place for your own sections: in <main>, after the purchase status', () => {
    const main = document.querySelector('main')
    const place = [...main.childNodes].find(
      (node) => node.nodeType === Node.COMMENT_NODE && /Your own sections/.test(node.data),
    )
    expect(place).toBeTruthy()
    expect(document.getElementById('purchase-status').compareDocumentPosition(place)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })
})
