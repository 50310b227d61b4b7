// One component test on @rampkit/testing: the host API answered in-process by MSW (no sandbox
// server, no network), the widget stood in for by mockWidget().
import { createHostApiClient, type WidgetEvent } from '@rampkit/core'
import { type MockWidgetHandle, mockWidget, rampkitHandlers } from '@rampkit/testing'
import { RampKitPlugin } from '@rampkit/vue'
import { cleanup, fireEvent, render, screen } from '@testing-library/vue'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { h } from 'vue'
import App from './App.vue'
import { type AppConfig, config, type PageWallet } from './config'

const handlers = rampkitHandlers()
const server = setupServer(...handlers)
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
  props: { wallet?: PageWallet; config?: AppConfig } = {},
  slots?: { default: () => unknown },
) =>
  render(App, {
    props: { config, ...props },
    global: { plugins: [[RampKitPlugin, { client: client() }]] },
    ...(slots ? { slots } : {}),
  })

it('lists the quotes, opens Buy, answers its account request and shows the purchase status', async () => {
  const client = createHostApiClient({ baseUrl: config.apiUrl, hostApiKey: config.hostApiKey })
  render(App, { props: { config }, global: { plugins: [[RampKitPlugin, { client }]] } })
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

// Make it yours (README): the page's wallet, its widget events and your sections.

it.each(['Buy', 'Sell'])('answers %s with the wallet it is given', async (button) => {
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
