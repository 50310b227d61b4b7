// One component test on @rampkit/testing: the host API answered by its in-process sandbox (no
// server, no network), the WebView stood in for by a View that keeps its props.
import { createHostApiClient } from '@rampkit/core'
import { RampKitProvider } from '@rampkit/react-native'
import { createTestSandbox } from '@rampkit/testing'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react-native'
import { App } from './App'
import { config } from './config'
import { injectedScripts, WEBVIEW_TEST_ID } from './testing/WebViewStandIn'

it('lists the quotes, opens Buy in the WebView, answers its account request and shows the purchase status', async () => {
  const sandbox = createTestSandbox()
  const client = createHostApiClient({
    baseUrl: sandbox.baseUrl,
    hostApiKey: config.hostApiKey,
    fetch: sandbox.fetch,
  })
  await render(
    <RampKitProvider client={client}>
      <App config={config} />
    </RampKitProvider>,
  )
  expect(await screen.findByLabelText(/^Card: get /)).toBeTruthy()

  await fireEvent.press(screen.getByRole('button', { name: 'Buy' }))
  const webView = screen.getByTestId(WEBVIEW_TEST_ID)
  const address = new URL(webView.props.source.uri as string)
  expect(address.searchParams.get('swapAsset')).toBe('ETH_ETH')
  expect(address.searchParams.get('variant')).toBe('sdk-mobile')

  // The widget asks where the crypto goes: the app answers in the page (a development address
  // for now), so the user never has to type one.
  await act(() =>
    webView.props.onMessage({
      nativeEvent: {
        data: JSON.stringify({
          type: 'REQUEST_CRYPTO_ACCOUNT',
          payload: { type: 'ETH', assetSymbol: 'ETH_ETH' },
        }),
      },
    }),
  )
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
  await act(() =>
    webView.props.onMessage({
      nativeEvent: { data: JSON.stringify({ type: 'PURCHASE_CREATED', payload: created }) },
    }),
  )
  const status = screen.getByLabelText('Purchase status')
  await waitFor(() => expect(status).toHaveTextContent('INITIALIZED'))
  sandbox.dispose()
})
