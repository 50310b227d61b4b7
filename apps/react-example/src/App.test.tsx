import { methodLabel } from '@rampkit/core'
import { walletAddress } from '@rampkit/example-shared'
import {
  bestPriceCount,
  createPageServer,
  quotesFromSandbox,
  widgetFrames,
} from '@rampkit/example-shared/testing'
import {
  answerEndpoint,
  createTestSandbox,
  type MockWidgetHandle,
  mockWidget,
  type TestSandbox,
} from '@rampkit/testing'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from './testing/renderApp.js'

// The service and the widget of each test: @rampkit/testing's sandbox, answering the page's
// fetch through MSW, and its mock widget. The webhook receiver answers no calls unless told.
const page = createPageServer()
let sandbox: TestSandbox
let widget: MockWidgetHandle
beforeAll(() => page.server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  sandbox = createTestSandbox()
  page.answer(sandbox)
  widget = mockWidget({ sandbox })
})
afterEach(() => {
  cleanup()
  widget.restore()
  sandbox.dispose()
  page.server.events.removeAllListeners()
  vi.useRealTimers()
  sessionStorage.clear()
  document.body.removeAttribute('style')
})
afterAll(() => page.server.close())

const table = () => screen.getByRole('table', { name: 'Quotes' })
const rows = () => within(table()).getAllByRole('row').slice(1) as HTMLTableRowElement[]

describe('react-example page', () => {
  it('shows assets, currencies and the sandbox quotes per method, the best one marked', async () => {
    renderApp()
    const asset = await screen.findByRole('option', { name: /Ether \(ETH\) on Ethereum/ })
    expect((asset as HTMLOptionElement).selected).toBe(true)
    expect(screen.getByLabelText('Currency')).toHaveProperty('value', 'EUR')
    await screen.findByText('Between €5.00 and €10,000.00 per purchase')
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 3000 })

    const expected = await quotesFromSandbox(sandbox, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
    })
    const methods = Object.keys(expected).filter((key) => key !== 'asset')
    expect(
      rows()
        .map((row) => row.cells[0]!.textContent)
        .sort(),
    ).toEqual(methods.map(methodLabel).sort())
    for (const row of rows()) {
      const method = methods.find((name) => methodLabel(name) === row.cells[0]!.textContent)!
      const quote = expected[method]!
      expect(row.cells[2]!.querySelector('data')!.value).toBe(quote.cryptoAmount)
      expect(Number(row.cells[1]!.querySelector('data')!.value)).toBe(quote.fiatValue)
    }
    expect(within(table()).getAllByText('Best price')).toHaveLength(bestPriceCount(expected))
  })

  it('explains an amount outside the limits and asks for no quote', async () => {
    const calls: string[] = []
    page.server.events.on('request:start', ({ request }) => {
      calls.push(request.url)
    })
    renderApp()
    await screen.findByText('Between €5.00 and €10,000.00 per purchase')
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 3000 })
    const quoteCalls = () => calls.filter((url) => url.includes('/quote/')).length
    const before = quoteCalls()
    expect(before).toBeGreaterThan(0) // the listener sees the page's quote requests
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2' } })
    expect((await screen.findByRole('alert')).textContent).toBe('The minimum is €5.00.')
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Enter a valid amount to see quotes.')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(quoteCalls()).toBe(before)
  })

  it('shows limits of the chosen asset and currency (BTC: 20 EUR minimum, in USD here)', async () => {
    renderApp()
    await screen.findByRole('option', { name: /Bitcoin \(BTC\)/ })
    fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'BTC_BTC' } })
    await screen.findByText('Between €20.00 and €5,000.00 per purchase')
    await screen.findByRole('option', { name: /^USD ·/ })
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } })
    await screen.findByText(/Between \$21\.74 and \$5,434\.78 per purchase/)
  })

  it('reports rate limiting in words', async () => {
    page.server.use(
      answerEndpoint('v3.getOnrampQuote', () =>
        Response.json(
          { code: 'RATE_LIMITED', message: 'Too many requests', retryAfterSeconds: 2 },
          { status: 429, headers: { 'retry-after': '2' } },
        ),
      ),
    )
    renderApp()
    const alert = await screen.findByText(/Too many price requests right now/, undefined, {
      timeout: 3000,
    })
    expect(alert.textContent).toBe('Too many price requests right now: trying again in 2 s.')
  })

  it('buys through the widget: overlay config, event log, purchase status until final', async () => {
    renderApp({ pollMs: 60_000 })
    await screen.findByText('Between €5.00 and €10,000.00 per purchase')
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    const shown = widget.shown()!
    expect(shown.kind).toBe('frame')
    expect(shown.iframe).toBe(widgetFrames()[0])
    const params = shown.url.searchParams
    expect(
      Object.fromEntries(
        ['swapAsset', 'fiatCurrency', 'fiatValue', 'enabledFlows'].map((k) => [k, params.get(k)]),
      ),
    ).toEqual({
      swapAsset: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: '100',
      enabledFlows: 'ONRAMP',
    })
    expect(params.get('webhookStatusUrl')).toBe('http://127.0.0.1:8788/webhooks/purchase')
    expect(params.has('userAddress')).toBe(false) // the widget asks for the account instead

    const created = await sandbox.createPurchase({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      receiverAddress: walletAddress('ETH'),
    })
    // The mock loads as the widget does (APP_VERSION, WIDGET_CONFIG_DONE), then the purchase.
    await act(() => widget.emit('PURCHASE_CREATED', created))
    const log = screen.getByRole('list', { name: 'Event log' })
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('code')!.textContent),
    ).toEqual(['PURCHASE_CREATED', 'WIDGET_CONFIG_DONE', 'APP_VERSION']) // newest first
    expect(log.textContent).not.toContain(created.purchaseViewToken)

    const region = screen.getByRole('region', { name: 'Purchase status' })
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('INITIALIZED'))
    await sandbox.completePurchase(created.purchase.id)
    fireEvent.click(within(region).getByRole('button', { name: 'Refresh status' }))
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('RELEASED'))
    expect(region.textContent).toContain('(final)')
  })

  it('stores the purchase it follows and resumes it after a reload (usePurchase), never showing the token', async () => {
    const { unmount } = renderApp({ pollMs: 60_000 })
    await screen.findByText('Between €5.00 and €10,000.00 per purchase')
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    const created = await sandbox.createPurchase({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      receiverAddress: walletAddress('ETH'),
    })
    await act(() => widget.emit('PURCHASE_CREATED', created))
    expect(JSON.parse(sessionStorage.getItem('rampkit-example:purchase')!)).toEqual({
      id: created.purchase.id,
      secret: created.purchaseViewToken,
    })
    unmount()

    // A reload: a new page with the same session, over the same sandbox.
    await sandbox.completePurchase(created.purchase.id)
    renderApp({ pollMs: 60_000 })
    const region = await screen.findByRole('region', { name: 'Purchase status' })
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('RELEASED'))
    expect(region.textContent).toContain(created.purchase.id)
    expect(document.body.textContent).not.toContain(created.purchaseViewToken)
  })

  it("shows a sale's status from the webhook receiver (the host API has none) until RELEASED", async () => {
    renderApp({ pollMs: 200 })
    const sell = (await screen.findByRole('button', { name: 'Sell' })) as HTMLButtonElement
    await waitFor(() => expect(sell.disabled).toBe(false))
    fireEvent.click(sell)
    // The deposit address is the widget's own: the event does not carry it.
    const { depositAddress: _, ...created } = await sandbox.createSale({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: '100000000000000000',
    })
    const { sale } = created
    await act(() => widget.emit('OFFRAMP_SALE_CREATED', created))
    const region = screen.getByRole('region', { name: 'Sale status' })
    const status = () => within(region).queryByRole('status')?.textContent
    await waitFor(() => expect(status()).toBe('Waiting for a webhook'))
    expect(region.textContent).toContain(sale.id)
    const call = (type: string) => ({
      kind: 'sale' as const,
      type,
      id: sale.id,
      status: null,
      receivedAt: '',
    })
    page.setReceiverCalls([call('CREATED')])
    await waitFor(() => expect(status()).toBe('CREATED'))
    page.setReceiverCalls([call('RELEASED'), call('CREATED')])
    await waitFor(() => expect(status()).toBe('RELEASED'))
    expect(region.textContent).toContain('(final)')
  })

  it('tells the user when the widget does not load (LOAD_TIMEOUT) and closes the empty overlay', async () => {
    widget.restore()
    widget = mockWidget({ sandbox, load: 'never' })
    renderApp({ loadTimeoutMs: 300 })
    await screen.findByText('Between €5.00 and €10,000.00 per purchase')
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    expect(widgetFrames()).toHaveLength(1)
    const alert = await screen.findByText(/The widget did not load/, undefined, { timeout: 3000 })
    expect(alert.getAttribute('role')).toBe('alert')
    await waitFor(() => expect(widgetFrames()).toHaveLength(0))
    const log = screen.getByRole('list', { name: 'Event log' })
    expect(log.textContent).toContain('WIDGET_OPEN_FAILED')
  })

  it("answers each widget's account request with the demo wallet's address for the asset", async () => {
    renderApp()
    await screen.findByText('Between €5.00 and €10,000.00 per purchase')
    // The shown widget (in `frame`) asks; its answers are the ones posted since.
    const ask = async (frame: HTMLIFrameElement, type: string, assetSymbol: string) => {
      expect(widget.shown()?.iframe).toBe(frame)
      const before = widget.answers().length
      await act(() => widget.emit('REQUEST_CRYPTO_ACCOUNT', { type, assetSymbol }))
      await waitFor(() => expect(widget.answers().length).toBe(before + 1))
      const posted = () => widget.answers().slice(before)
      return { posted }
    }
    const answer = (chain: string, type: string, assetSymbol: string) => ({
      type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
      payload: { address: walletAddress(chain), type, name: 'Rampkit Wallet', assetSymbol },
    })

    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    const buy = await ask(widgetFrames()[0]!, 'ETH', 'ETH_ETH')
    expect(buy.posted()).toEqual([answer('ETH', 'ETH', 'ETH_ETH')])
    await act(() => widget.emit('WIDGET_CLOSE'))

    const sell = screen.getByRole('button', { name: 'Sell' }) as HTMLButtonElement
    await waitFor(() => expect(sell.disabled).toBe(false))
    fireEvent.click(sell)
    const sold = await ask(widgetFrames()[0]!, 'SOLANA', 'SOLANA_SOL')
    expect(sold.posted()).toEqual([answer('SOLANA', 'SOLANA', 'SOLANA_SOL')])
    await act(() => widget.emit('WIDGET_CLOSE'))

    const panel = screen.getByRole('region', { name: 'Embedded widget' })
    fireEvent.click(within(panel).getByRole('button', { name: 'Show embedded widget' }))
    const embedded = await ask(widgetFrames(panel)[0]!, 'BTC', 'BTC_BTC')
    expect(embedded.posted()).toEqual([answer('BTC', 'BTC', 'BTC_BTC')])
    // An asset the wallet has no address for: the widget is told so (and asks its user).
    await act(() =>
      widget.emit('REQUEST_CRYPTO_ACCOUNT', { type: 'TRON', assetSymbol: 'TRON_TRX' }),
    )
    await waitFor(() => expect(embedded.posted()).toHaveLength(2))
    expect(embedded.posted()[1]).toEqual({
      type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
      payload: { error: 'The wallet has no address for TRON_TRX.' },
    })
  })

  it('opens the embedded widget in its panel on request', async () => {
    renderApp()
    await screen.findByText('Between €5.00 and €10,000.00 per purchase')
    const panel = screen.getByRole('region', { name: 'Embedded widget' })
    expect(widgetFrames(panel)).toHaveLength(0)
    fireEvent.click(within(panel).getByRole('button', { name: 'Show embedded widget' }))
    expect(widgetFrames(panel)).toHaveLength(1)
    expect(new URL(widgetFrames(panel)[0]!.src).searchParams.get('variant')).toBe(
      'embedded-desktop',
    )
    fireEvent.click(within(panel).getByRole('button', { name: 'Hide embedded widget' }))
    expect(widgetFrames()).toHaveLength(0)
  })
})
