// The page on @rampkit/testing: the host API answered in-process by MSW (no sandbox server, no
// network), the widget stood in for by mockWidget(), a browser wallet by a fake EIP-1193 provider
// announced over EIP-6963. The page's own index.html and app.js run under jsdom (one page for
// the file: its tests run in order); @rampkit/core's createWidget stands in for the script-tag
// global.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createWidget } from '@rampkit/core'
import { mockWidget, rampkitHandlers } from '@rampkit/testing'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

const handlers = rampkitHandlers()
const server = setupServer(...handlers)
let widget
/** The page's module: its extension points (`page`) and its wallet connector. */
let app
const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const HASH = `0x${'ab'.repeat(32)}`
/** What the fake wallet's send does: resolves the hash unless a test says otherwise. */
let send = async () => HASH
const sent = []
/**
 * A browser wallet as EIP-1193 gives it: on the local chain (31337), holding 2.5 ETH and 12 of any
 * token; every transaction is mined in block 7.
 */
const provider = {
  request: vi.fn(async ({ method, params }) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [ACCOUNT]
      case 'eth_chainId':
        return '0x7a69'
      case 'eth_getBalance':
        return `0x${(25n * 10n ** 17n).toString(16)}`
      case 'eth_call':
        return `0x${12_000_000n.toString(16).padStart(64, '0')}`
      case 'eth_sendTransaction':
        sent.push(params[0])
        return send()
      case 'eth_getTransactionReceipt':
        return { status: '0x1', blockNumber: '0x7', transactionHash: params[0] }
      default:
        throw Object.assign(new Error(`no ${method}`), { code: 4200 })
    }
  }),
}
const info = {
  uuid: 'test-wallet',
  name: 'Test wallet',
  icon: 'data:image/svg+xml,<svg/>',
  rdns: 'io.example',
}
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
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
    await expect.poll(() => connectButton('Test wallet')).toBeTruthy()
    expect(document.getElementById('wallet-status').textContent).toBe(
      'Not connected: Buy and Sell ask for an address.',
    )
  })

  it('connects: the address, and the balance of the selected asset', async () => {
    connectButton('Test wallet').click()
    await expect.poll(() => document.getElementById('wallet-address').textContent).toBe(ACCOUNT)
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
      address: ACCOUNT,
    })
    // Released before the page reads it: final at the first read, with its transaction.
    const created = await handlers.sandbox.createPurchase({ receiverAddress: ACCOUNT })
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
    expect(sent).toEqual([expect.objectContaining({ from: ACCOUNT })])
    await expect
      .poll(() => document.getElementById('receipt').textContent)
      .toBe(`Sale transaction ${HASH}: success in block 7`)
  })

  it("tells the widget and the page when the user refuses the wallet's prompt", async () => {
    send = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    click('sell')
    await widget.emit('OFFRAMP_SALE_CREATED')
    await widget.emit('SEND_CRYPTO')
    const answer = (await widget.waitForAnswer('SEND_CRYPTO_RESULT')).payload
    expect(answer.error).toBeTruthy()
    expect(document.getElementById('send-error').textContent).toBe(`Wallet: ${answer.error}`)
    send = async () => HASH
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
      await widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
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
