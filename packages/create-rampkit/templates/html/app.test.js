// One test of the page on @rampkit/testing: the host API answered in-process by MSW (no sandbox
// server, no network), the widget stood in for by mockWidget(). The page's own index.html and
// app.js run under jsdom; @rampkit/core's createWidget stands in for the script-tag global.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createWidget } from '@rampkit/core'
import { mockWidget, rampkitHandlers } from '@rampkit/testing'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, it } from 'vitest'

const handlers = rampkitHandlers()
const server = setupServer(...handlers)
let widget
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  widget = mockWidget({ sandbox: handlers.sandbox })
})
afterAll(() => {
  widget.restore()
  server.close()
})

it('lists the quotes, opens Buy, answers its account request and shows the purchase status', async () => {
  const html = readFileSync(join(import.meta.dirname, 'public', 'index.html'), 'utf8')
  document.documentElement.innerHTML = html
    .replace('%RAMPKIT_API_URL%', 'http://127.0.0.1:8787/api')
    .replace('%RAMPKIT_WIDGET_URL%', 'http://127.0.0.1:8787/widget/')
    .replace('%RAMPKIT_HOST_API_KEY%', 'demo-host-api-key')
  globalThis.RampKit = { createWidget }
  await import('./public/app.js')

  const cell = () =>
    [...document.querySelectorAll('td')].find((td) => td.textContent === 'CARD_PAYMENT')
  await expect.poll(cell).toBeTruthy()

  document.getElementById('buy').click()
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
