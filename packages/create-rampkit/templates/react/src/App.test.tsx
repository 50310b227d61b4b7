// Component tests on @rampkit/testing: the host API answered in-process by MSW (no sandbox
// server, no network), the widget stood in for by mockWidget().

import type { WidgetEvent } from '@rampkit/core'
import { RampKitProvider } from '@rampkit/react'
import { type MockWidgetHandle, mockWidget, rampkitHandlers } from '@rampkit/testing'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { App, type AppProps } from './App'
import type { AppConfig } from './config'

// The sandbox's addresses and key, as .env gives them (MSW answers the host API at any address).
const config: AppConfig = {
  apiUrl: 'http://127.0.0.1:8787/api',
  widgetUrl: 'http://127.0.0.1:8787/widget/',
  hostApiKey: 'demo-host-api-key',
}

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

/** The page in its provider, as the app renders it. */
const renderPage = (props: Partial<AppProps> = {}) =>
  render(
    <RampKitProvider baseUrl={config.apiUrl} hostApiKey={config.hostApiKey}>
      <App config={config} {...props} />
    </RampKitProvider>,
  )

/** Opens the Buy or Sell widget once the quotes are in. */
async function open(name: 'Buy' | 'Sell') {
  await screen.findByRole('cell', { name: 'Card' })
  fireEvent.click(screen.getByRole('button', { name }))
}

it('lists the quotes, opens Buy, answers its account request and shows the purchase status', async () => {
  render(
    <RampKitProvider baseUrl={config.apiUrl} hostApiKey={config.hostApiKey}>
      <App config={config} />
    </RampKitProvider>,
  )
  expect(await screen.findByRole('cell', { name: 'Card' })).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
  expect(widget.shown()?.config).toMatchObject({ swapAsset: 'ETH_ETH', fiatValue: 100 })

  // The widget asks where the crypto goes: the app answers (a development address for now),
  // so the user never has to type one.
  await widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
  const account = await widget.waitForAnswer('REQUEST_CRYPTO_ACCOUNT_RESULT')
  expect(account.payload).toMatchObject({
    assetSymbol: 'ETH_ETH',
    address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
  })

  await act(() => widget.emit('PURCHASE_CREATED')) // created in handlers.sandbox
  const status = screen.getByRole('status', { name: 'Purchase status' })
  await expect.poll(() => status.textContent).toMatch(/^[A-Z_]+/)
})

it('answers both widgets with the wallet it is given: its account and its send', async () => {
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
  await open('Sell')
  expect(widget.shown()?.config).toMatchObject({
    offrampAsset: 'ETH_ETH',
    useSendCryptoCallback: true,
  })
  await widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
  expect((await widget.waitForAnswer('REQUEST_CRYPTO_ACCOUNT_RESULT')).payload).toMatchObject({
    address: '0xyour-wallet',
  })
  await widget.emit('OFFRAMP_SALE_CREATED')
  await widget.emit('SEND_CRYPTO')
  expect((await widget.waitForAnswer('SEND_CRYPTO_RESULT')).payload).toEqual({ txHash: '0xsent' })
  expect(wallet.onSendCrypto).toHaveBeenCalledOnce()
})

it('without a wallet that sends, Sell leaves sending to the widget', async () => {
  renderPage()
  await open('Sell')
  expect(widget.shown()?.config.useSendCryptoCallback).toBeUndefined()
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
