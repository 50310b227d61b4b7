import { methodLabel } from '@rampkit/core'
import { type ReceivedWebhook, walletAddress } from '@rampkit/example-shared'
import { bestPriceCount, quotesFromSandbox, TEST_CONFIG } from '@rampkit/example-shared/testing'
import { createTestSandbox, type TestSandbox } from '@rampkit/testing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react-native'
import { answerReceiver, renderApp } from './testing/renderApp'
import { injectedScripts, WEBVIEW_TEST_ID } from './testing/WebViewStandIn'

let sandbox: TestSandbox
let receiverCalls: readonly ReceivedWebhook[]
let restoreFetch: () => void
beforeEach(() => {
  sandbox = createTestSandbox()
  receiverCalls = []
  restoreFetch = answerReceiver(() => receiverCalls)
  injectedScripts.length = 0
})
afterEach(() => {
  restoreFetch()
  sandbox.dispose()
})

const webView = () => screen.getByTestId(WEBVIEW_TEST_ID)
const widgetAddress = () => new URL(webView().props.source.uri as string)
/** The widget posts to its bridge: the WebView's message, as text. */
const widgetSays = (type: string, payload: unknown) =>
  act(() => webView().props.onMessage({ nativeEvent: { data: JSON.stringify({ type, payload }) } }))
/** Once the limits are in, the quotes are asked for and Buy and Sell have their config. */
const ready = () => screen.findByText('Between €5.00 and €10,000.00 per purchase')

describe('expo-example app', () => {
  it('shows the sandbox quotes per method, the best one marked', async () => {
    await renderApp(sandbox)
    const expected = await quotesFromSandbox(sandbox, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
    })
    const methods = Object.keys(expected).filter((key) => key !== 'asset')
    const list = await screen.findByLabelText('Quotes per payment method')
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(methods.length))
    for (const method of methods) {
      const row = screen.getByTestId(`quote-${method}`)
      expect(within(row).getByText(methodLabel(method))).toBeTruthy()
    }
    expect(within(list).getAllByText('Best price')).toHaveLength(
      bestPriceCount(expected, { fiatValue: 100 }),
    )
    expect(screen.getByRole('radio', { name: /Ether \(ETH\) on Ethereum/ })).toBeChecked()
  })

  it('opens Buy in the WebView at the widget address the native SDKs use, with the chosen trade', async () => {
    await renderApp(sandbox)
    await ready()
    expect(screen.queryByTestId(WEBVIEW_TEST_ID)).toBeNull()
    await fireEvent.press(screen.getByRole('button', { name: 'Buy' }))
    const address = widgetAddress()
    expect(`${address.origin}${address.pathname}`).toBe(TEST_CONFIG.widgetUrl)
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      variant: 'sdk-mobile',
      sdkType: 'IOS',
      hostAppName: 'Rampkit Wallet',
      hostApiKey: TEST_CONFIG.hostApiKey,
      swapAsset: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: '100',
      enabledFlows: 'ONRAMP',
      webhookStatusUrl: `${TEST_CONFIG.webhookUrl}/purchase`,
    })
    // The widget asks for the account: the demo wallet's address, answered in the page.
    await widgetSays('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
    await waitFor(() => expect(injectedScripts.join('')).toContain(walletAddress('ETH')!))
  })

  it('follows the purchase a PURCHASE_CREATED message reports until RELEASED', async () => {
    await renderApp(sandbox, { pollMs: 60_000 })
    await ready()
    const status = () => within(screen.getByLabelText('Purchase status')).getByRole('status')
    // The live region is there, empty, before any purchase: its first status is then announced.
    const region = status()
    expect(region).toHaveTextContent(/^$/)
    await fireEvent.press(screen.getByRole('button', { name: 'Buy' }))
    const created = await sandbox.createPurchase({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      receiverAddress: walletAddress('ETH'),
    })
    await widgetSays('PURCHASE_CREATED', created)
    await widgetSays('WIDGET_CLOSE', { showAlert: false })
    // The widget closed itself: its sheet is gone, the status stays.
    await waitFor(() => expect(screen.queryByTestId(WEBVIEW_TEST_ID)).toBeNull())
    await waitFor(() => expect(status()).toHaveTextContent('INITIALIZED'))
    expect(status()).toBe(region)
    expect(screen.getByText(created.purchase.id)).toBeTruthy()
    expect(
      within(screen.getByLabelText('Widget events, newest first')).getByText('PURCHASE_CREATED'),
    ).toBeTruthy()

    await sandbox.completePurchase(created.purchase.id)
    await fireEvent.press(screen.getByRole('button', { name: 'Refresh status' }))
    await waitFor(() => expect(status()).toHaveTextContent('RELEASED'))
    expect(screen.getByText('(final)')).toBeTruthy()
    expect(JSON.stringify(screen.toJSON())).not.toContain(created.purchaseViewToken)
  })

  it("shows a sale's status from the webhook receiver until RELEASED", async () => {
    await renderApp(sandbox, { pollMs: 200 })
    const sell = await screen.findByRole('button', { name: 'Sell' })
    await waitFor(() => expect(sell).toBeEnabled())
    await fireEvent.press(sell)
    expect(Object.fromEntries(widgetAddress().searchParams)).toMatchObject({
      enabledFlows: 'OFFRAMP',
      offrampAsset: 'ETH_ETH',
      useSendCryptoCallback: 'true',
    })
    const { depositAddress: _, ...created } = await sandbox.createSale({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: '100000000000000000',
    })
    await widgetSays('OFFRAMP_SALE_CREATED', created)
    const status = () => within(screen.getByLabelText('Sale status')).queryByRole('status')
    await waitFor(() => expect(status()).toHaveTextContent('Waiting for a webhook'))
    const call = (type: string) => ({
      kind: 'sale' as const,
      type,
      id: created.sale.id,
      status: null,
      receivedAt: '',
    })
    receiverCalls = [call('RELEASED'), call('CREATED')]
    await waitFor(() => expect(status()).toHaveTextContent('RELEASED'))
  })

  it('says the widget did not load when it never speaks (LOAD_TIMEOUT) and closes its sheet', async () => {
    await renderApp(sandbox, { loadTimeoutMs: 300 })
    await ready()
    await fireEvent.press(screen.getByRole('button', { name: 'Buy' }))
    expect(webView()).toBeTruthy()
    expect(await screen.findByRole('alert')).toHaveTextContent(/The widget did not load/)
    expect(screen.queryByTestId(WEBVIEW_TEST_ID)).toBeNull()
  })
})
