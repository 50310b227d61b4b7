// One component test on @rampkit/testing: the host API answered in-process by MSW (no sandbox
// server, no network), the widget stood in for by mockWidget().

import type { WidgetEvent } from '@rampkit/core'
import { type MockWidgetHandle, mockWidget, rampkitHandlers } from '@rampkit/testing'
import { fireEvent, render, screen } from '@testing-library/svelte'
import { setupServer } from 'msw/node'
import { createRawSnippet } from 'svelte'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import App from './App.svelte'
import { config } from './config'

const handlers = rampkitHandlers()
const server = setupServer(...handlers)
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

it('lists the quotes, opens Buy, answers its account request and shows the purchase status', async () => {
  render(App, { props: { config } })
  expect(await screen.findByRole('cell', { name: 'Card' })).toBeTruthy()

  await fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
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
  const status = screen.getByRole('status', { name: 'Purchase status' })
  await expect.poll(() => status.textContent?.trim()).toMatch(/^[A-Z_]+/)
})

// The page's extension points (README, "Make it yours"): `wallet`, `onEvent` and `children`.

it('answers both widgets with the wallet it is given', async () => {
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
  render(App, { props: { config, wallet } })
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
  render(App, { props: { config, onEvent } })
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
  render(App, { props: { config, children } })

  const mine = screen.getByRole('region', { name: 'My section' })
  expect(mine.parentElement).toBe(screen.getByRole('main'))
  const purchase = screen.getByRole('status', { name: 'Purchase status' })
  expect(purchase.compareDocumentPosition(mine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})

it("sends the purchases' and sales' webhooks to config.webhookUrl; Sell without a sender lets the user send", async () => {
  render(App, { props: { config: { ...config, webhookUrl: 'https://example.com/webhooks' } } })
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
  // developmentWallet has no onSendCrypto.
  expect(widget.shown()?.config).not.toHaveProperty('useSendCryptoCallback')
})
