// One component test on @rampkit/testing: the host API answered in-process by MSW (no sandbox
// server, no network), the widget stood in for by mockWidget().
import { type MockWidgetHandle, mockWidget, rampkitHandlers } from '@rampkit/testing'
import { fireEvent, render, screen } from '@testing-library/svelte'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import App from './App.svelte'

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
  render(App)
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
