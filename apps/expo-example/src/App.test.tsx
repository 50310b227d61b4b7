// The example's extras and their wiring into the template's page (the page itself, its wallet
// included, is tested in the template: packages/create-rampkit/templates/expo/src/App.test.tsx):
// the connected wallet (a fake EIP-1193 provider) answers both widgets, every widget event
// reaches the event log with its source, and a sale's status comes from the webhook receiver.
import type { ReceivedWebhook } from '@rampkit/example-shared'
import { TEST_CONFIG } from '@rampkit/example-shared/testing'
import { createTestSandbox, type TestSandbox } from '@rampkit/testing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react-native'
import {
  injectedScripts,
  WEBVIEW_TEST_ID,
} from '../../../packages/create-rampkit/templates/expo/src/testing/WebViewStandIn'
import {
  ACCOUNT,
  answerReceiver,
  connectWallet,
  fakeWallet,
  HASH,
  renderApp,
} from './testing/renderApp'

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
  act(() =>
    webView().props.onMessage({
      nativeEvent: { data: JSON.stringify({ type, payload, eventVersion: 1 }) },
    }),
  )
/** The quotes are in: the page is ready to trade. */
const ready = () => screen.findByLabelText(/^Card: get /)
/** The event log's `n`-th line, newest first. */
const logLine = (n: number) =>
  within(screen.getByLabelText('Widget events, newest first')).getAllByRole('listitem')[n]

describe('expo-example: the template page with the extras', () => {
  it('buys with the connected wallet, reporting to the receiver; the log shows Buy’s events', async () => {
    await renderApp(sandbox)
    await ready()
    await connectWallet()
    expect(screen.getByText('No widget events yet.')).toBeTruthy()
    await fireEvent.press(screen.getByRole('button', { name: 'Buy' }))
    expect(Object.fromEntries(widgetAddress().searchParams)).toMatchObject({
      swapAsset: 'ETH_ETH',
      enabledFlows: 'ONRAMP',
      webhookStatusUrl: `${TEST_CONFIG.webhookUrl}/purchase`,
    })
    // The connected wallet answers where the crypto goes: its account, as the template's page
    // does (tested there); here, that the event reaches the log with its source first.
    await widgetSays('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
    await waitFor(() => expect(logLine(0)).toHaveTextContent(/Buy REQUEST_CRYPTO_ACCOUNT/))
    await waitFor(() =>
      expect(injectedScripts.join('')).toMatch(
        new RegExp(`REQUEST_CRYPTO_ACCOUNT_RESULT.*"address":"${ACCOUNT}"`, 'i'),
      ),
    )

    const created = await sandbox.createPurchase({ receiverAddress: ACCOUNT })
    await widgetSays('PURCHASE_CREATED', created)
    await waitFor(() => expect(logLine(0)).toHaveTextContent(/Buy PURCHASE_CREATED Purchase/))
    // The view token is the user's secret: never on the screen.
    expect(JSON.stringify(screen.toJSON())).not.toContain(created.purchaseViewToken)
  })

  it('sells with the connected wallet sending; the sale’s status comes from the receiver until RELEASED', async () => {
    const wallet = fakeWallet()
    await renderApp(sandbox, { pollMs: 200, wallet })
    await ready()
    await connectWallet()
    const sale = () => screen.getByLabelText('Sale status')
    expect(within(sale()).getByText(/No sale yet/)).toBeTruthy()
    await fireEvent.press(screen.getByRole('button', { name: 'Sell' }))
    expect(Object.fromEntries(widgetAddress().searchParams)).toMatchObject({
      enabledFlows: 'OFFRAMP',
      offrampAsset: 'ETH_ETH',
      useSendCryptoCallback: 'true',
      offrampWebhookV3Url: `${TEST_CONFIG.webhookUrl}/offramp`,
    })
    // The wallet sends the asked transfer; the widget is answered with its hash.
    const to = '0x00000000000000000000000000000000000000aa'
    await widgetSays('SEND_CRYPTO', {
      assetInfo: { symbol: 'ETH', chain: 'ETH', decimals: 18, type: 'NATIVE', address: null },
      amount: '100000000000000000',
      address: to,
    })
    await waitFor(() =>
      expect(injectedScripts.join('')).toContain(
        `"SEND_CRYPTO_RESULT","payload":{"txHash":"${HASH}"}`,
      ),
    )
    expect(wallet.sent).toEqual([{ from: ACCOUNT, to, value: '0x16345785d8a0000' }])

    const { depositAddress: _, ...created } = await sandbox.createSale({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: '100000000000000000',
    })
    await widgetSays('OFFRAMP_SALE_CREATED', created)
    const status = () => within(sale()).queryByRole('status')
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
    expect(logLine(0)).toHaveTextContent(/Sell OFFRAMP_SALE_CREATED Sale/)
    expect(logLine(1)).toHaveTextContent(/Sell SEND_CRYPTO/)
  })
})
