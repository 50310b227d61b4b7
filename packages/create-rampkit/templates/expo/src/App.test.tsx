// One component test on @rampkit/testing: the host API answered by its in-process sandbox (no
// server, no network), the WebView stood in for by a View that keeps its props.
import { createHostApiClient } from '@rampkit/core'
import { RampKitProvider } from '@rampkit/react-native'
import { createTestSandbox } from '@rampkit/testing'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react-native'
import { useState } from 'react'
import { Text } from 'react-native'
import { App, type AppProps } from './App'
import { config } from './config'
import { injectedScripts, WEBVIEW_TEST_ID } from './testing/WebViewStandIn'

afterEach(() => {
  injectedScripts.length = 0
})

/** The app over the in-process sandbox; `props` are the page's own (wallet, onEvent, children). */
async function renderApp(props: Omit<AppProps, 'config'> = {}) {
  const sandbox = createTestSandbox()
  const client = createHostApiClient({
    baseUrl: sandbox.baseUrl,
    hostApiKey: config.hostApiKey,
    fetch: sandbox.fetch,
  })
  await render(
    <RampKitProvider client={client}>
      <App config={config} {...props} />
    </RampKitProvider>,
  )
  await screen.findByLabelText(/^Card: get /)
  return sandbox
}

const webView = () => screen.getByTestId(WEBVIEW_TEST_ID)
/** The widget posts to its bridge: the WebView's message, as text. */
const widgetSays = (type: string, payload: unknown) =>
  act(() =>
    webView().props.onMessage({
      nativeEvent: { data: JSON.stringify({ type, payload, eventVersion: 1 }) },
    }),
  )
const open = async (trade: 'Buy' | 'Sell') => {
  await fireEvent.press(screen.getByRole('button', { name: trade }))
  return new URL(webView().props.source.uri as string)
}
const close = () => fireEvent.press(screen.getByRole('button', { name: 'Close' }))

it('lists the quotes, opens Buy in the WebView, answers its account request and shows the purchase status', async () => {
  // renderApp waits for the quotes: a Card row among them.
  const sandbox = await renderApp()
  const address = await open('Buy')
  expect(address.searchParams.get('swapAsset')).toBe('ETH_ETH')
  expect(address.searchParams.get('variant')).toBe('sdk-mobile')

  // The widget asks where the crypto goes: the app answers in the page (a development address
  // for now), so the user never has to type one.
  await widgetSays('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
  await waitFor(() =>
    expect(injectedScripts.join('\n')).toMatch(
      /REQUEST_CRYPTO_ACCOUNT_RESULT.*"address":"0x[0-9a-fA-F]{40}"/,
    ),
  )

  // The widget reports the purchase through its bridge: the WebView's message.
  const created = await sandbox.createPurchase({
    cryptoAssetSymbol: 'ETH_ETH',
    fiatCurrency: 'EUR',
    fiatValue: 100,
  })
  await widgetSays('PURCHASE_CREATED', created)
  const status = screen.getByLabelText('Purchase status')
  await waitFor(() => expect(status).toHaveTextContent('INITIALIZED'))
  sandbox.dispose()
})

/** A section of the host's own, with its own state. */
function Counter() {
  const [n, setN] = useState(0)
  return (
    <Text role="button" onPress={() => setN(n + 1)}>
      {`Pressed ${n}`}
    </Text>
  )
}

/** Whether `node` is inside the view with role "main" (not an accessibility element to query). */
function insideMain(node: ReturnType<typeof screen.getByRole>): boolean {
  for (let at: typeof node | null = node; at; at = at.parent)
    if (at.props.role === 'main') return true
  return false
}

describe('make it yours', () => {
  it('answers both widgets with the wallet it is given: its account, and its send for a sale', async () => {
    const sent: unknown[] = []
    const wallet: AppProps['wallet'] = {
      onRequestCryptoAccount: (request) => ({ ...request, address: 'my-own-address' }),
      onSendCrypto: async (request) => {
        sent.push(request)
        return { txHash: '0xmine' }
      },
    }
    const sandbox = await renderApp({ wallet })
    for (const trade of ['Buy', 'Sell'] as const) {
      const address = await open(trade)
      // Sell asks the widget to call back for the send, as the wallet can send.
      if (trade === 'Sell') expect(address.searchParams.get('useSendCryptoCallback')).toBe('true')
      await widgetSays('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
      await waitFor(() => expect(injectedScripts.at(-1)).toContain('"address":"my-own-address"'))
      await close()
    }
    await open('Sell')
    const send = {
      assetInfo: { symbol: 'ETH', chain: 'ETH', decimals: 18 },
      amount: '1000000000000000000',
      address: '0x00000000000000000000000000000000000000aa',
    }
    await widgetSays('SEND_CRYPTO', send)
    await waitFor(() => expect(injectedScripts.at(-1)).toContain('"txHash":"0xmine"'))
    expect(sent).toEqual([send])
    sandbox.dispose()
  })

  it('gives onEvent every event of Buy and of Sell, with its source', async () => {
    const heard: [string, string][] = []
    const sandbox = await renderApp({
      onEvent: (event, source) => heard.push([source, event.type]),
    })
    await open('Buy')
    await widgetSays('WIDGET_CONFIG_DONE', null)
    await close()
    await open('Sell')
    await widgetSays('WIDGET_CONFIG_DONE', null)
    expect(heard).toEqual([
      ['Buy', 'WIDGET_CONFIG_DONE'],
      ['Sell', 'WIDGET_CONFIG_DONE'],
    ])
    sandbox.dispose()
  })

  it('renders your own sections in the main view', async () => {
    const sandbox = await renderApp({ children: <Counter /> })
    const counter = screen.getByRole('button', { name: 'Pressed 0' })
    expect(insideMain(counter)).toBe(true)
    await fireEvent.press(counter)
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeTruthy()
    sandbox.dispose()
  })
})
