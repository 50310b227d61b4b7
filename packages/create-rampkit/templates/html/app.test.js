// The page on @rampkit/testing: the host API answered in-process by MSW (no sandbox server, no
// network), the widget stood in for by mockWidget(). The page's own index.html and app.js run
// under jsdom; @rampkit/core's createWidget stands in for the script-tag global.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createWidget } from '@rampkit/core'
import { mockWidget, rampkitHandlers } from '@rampkit/testing'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

const handlers = rampkitHandlers()
const server = setupServer(...handlers)
let widget
/** The page's module: its extension points (`page`) and its default wallet. */
let app
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  widget = mockWidget({ sandbox: handlers.sandbox })
  const html = readFileSync(join(import.meta.dirname, 'public', 'index.html'), 'utf8')
  document.documentElement.innerHTML = html
    .replace('%RAMPKIT_API_URL%', 'http://127.0.0.1:8787/api')
    .replace('%RAMPKIT_WIDGET_URL%', 'http://127.0.0.1:8787/widget/')
    .replace('%RAMPKIT_HOST_API_KEY%', 'demo-host-api-key')
    .replace('%RAMPKIT_WEBHOOK_URL%', '')
  globalThis.RampKit = { createWidget }
  app = await import('./public/app.js')
})
afterEach(async () => {
  // The widget closes itself; the page's extension points go back to their defaults.
  if (widget.shown()) await widget.emit('WIDGET_CLOSE')
  app.page.wallet = app.developmentWallet
  delete app.page.onEvent
})
afterAll(() => {
  widget.restore()
  server.close()
})

const click = (id) => document.getElementById(id).click()

it('lists the quotes, opens Buy, answers its account request and shows the purchase status', async () => {
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

  // The widget asks where the crypto goes: the app answers (a development address for now),
  // so the user never has to type one.
  await widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
  const account = await widget.waitForAnswer('REQUEST_CRYPTO_ACCOUNT_RESULT')
  expect(account.payload).toMatchObject({
    assetSymbol: 'ETH_ETH',
    address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
  })

  await widget.emit('PURCHASE_CREATED') // created in handlers.sandbox
  const status = document.getElementById('purchase-status')
  await expect.poll(() => status.textContent).toMatch(/^[A-Z_]+/)
})

describe('make it yours', () => {
  it('answers both widgets with the wallet it is given: its account, and its send for a sale', async () => {
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
