// Component tests on @rampkit/testing: the host API answered by its in-process sandbox (no
// server, no network), the WebView stood in for by a View that keeps its props, the user's
// wallet by a fake EIP-1193 provider (what a wallet SDK hands the app).
import { createHostApiClient } from '@rampkit/core'
import { RampKitProvider } from '@rampkit/react-native'
import { createTestSandbox } from '@rampkit/testing'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react-native'
import { useState } from 'react'
import { Alert, Text } from 'react-native'
import { App, type AppProps } from './App'
import { config } from './config'
import { injectedScripts, WEBVIEW_TEST_ID } from './testing/WebViewStandIn'

afterEach(() => {
  injectedScripts.length = 0
})

/** The app over the in-process sandbox; `props` are the page's own (provider, wallet, onEvent, children). */
async function renderApp(props: Omit<AppProps, 'config'> = {}, appConfig = config) {
  const sandbox = createTestSandbox()
  const client = createHostApiClient({
    baseUrl: sandbox.baseUrl,
    hostApiKey: config.hostApiKey,
    fetch: sandbox.fetch,
  })
  await render(
    <RampKitProvider client={client}>
      <App config={appConfig} {...props} />
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

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const HASH = `0x${'ab'.repeat(32)}`
const SALE = {
  assetInfo: { symbol: 'ETH', chain: 'ETH', decimals: 18, type: 'NATIVE', address: null },
  amount: '100000000000000000',
  address: '0x00000000000000000000000000000000000000aa',
}

/**
 * A wallet SDK's EIP-1193 provider: on Ethereum (chain 1) holding 2.5 ETH; it sends with `send`
 * (default: resolves the hash) and every transaction is mined in block 7.
 */
function fakeProvider(send: (transaction: unknown) => Promise<string> = async () => HASH) {
  const request = jest.fn(async ({ method, params }: { method: string; params?: unknown }) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [ACCOUNT]
      case 'eth_chainId':
        return '0x1'
      case 'eth_getBalance':
        return `0x${(25n * 10n ** 17n).toString(16)}`
      case 'eth_sendTransaction':
        return send((params as unknown[])[0])
      case 'eth_getTransactionReceipt':
        return { status: '0x1', blockNumber: '0x7', transactionHash: (params as string[])[0] }
      default:
        throw Object.assign(new Error(`no ${method}`), { code: 4200 })
    }
  })
  return { request }
}

/** Presses a button whose work goes on after the press (a wallet's request): inside act. */
const pressAndSettle = (name: string | RegExp) =>
  act(async () => {
    fireEvent.press(screen.getByRole('button', { name }))
  })

/** Presses the wallet's Connect button: its account and balance are shown. */
async function connect(name = 'My wallet app', account = ACCOUNT, balance = '2.5 ETH') {
  // The sandbox wallet is listed once its module is loaded.
  const list = screen.getByLabelText('Connect wallet')
  await within(list).findByRole('button', { name: `Connect ${name}` })
  await pressAndSettle(`Connect ${name}`)
  await screen.findByText(account)
  await waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent(balance))
}

describe('the wallet', () => {
  it('without one, lists no wallet and lets the widget ask for the address', async () => {
    const sandbox = await renderApp()
    expect(screen.getByLabelText('Wallet status')).toHaveTextContent(
      'No wallet to connect: Buy and Sell ask for an address.',
    )
    const address = await open('Buy')
    expect(address.searchParams.get('swapAsset')).toBe('ETH_ETH')
    expect(address.searchParams.get('variant')).toBe('sdk-mobile')
    await widgetSays('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
    // No handler: the view answers that the host has none, and the widget asks its user.
    await waitFor(() => expect(injectedScripts.join('')).toContain('REQUEST_CRYPTO_ACCOUNT_RESULT'))
    expect(injectedScripts.join('')).not.toContain(ACCOUNT)
    await close()
    const sell = await open('Sell')
    expect(sell.searchParams.get('useSendCryptoCallback')).toBeNull()
    sandbox.dispose()
  })

  it('connects the provider, shows its address and balance; Buy is answered with its account and the purchase followed', async () => {
    const provider = fakeProvider()
    const sandbox = await renderApp({ provider, providerName: 'My wallet app' })
    await connect()
    expect(provider.request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' })
    await open('Buy')
    await widgetSays('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_ETH' })
    await waitFor(() =>
      expect(injectedScripts.join('\n')).toMatch(
        new RegExp(`REQUEST_CRYPTO_ACCOUNT_RESULT.*"address":"${ACCOUNT}"`, 'i'),
      ),
    )
    const created = await sandbox.createPurchase({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      receiverAddress: ACCOUNT,
    })
    await widgetSays('PURCHASE_CREATED', created)
    await waitFor(() =>
      expect(screen.getByLabelText('Purchase status')).toHaveTextContent('INITIALIZED'),
    )
    await close()
    await fireEvent.press(screen.getByRole('button', { name: 'Disconnect' }))
    expect(screen.getByLabelText('Wallet status')).toHaveTextContent(/^Not connected:/)
    sandbox.dispose()
  })

  it('sells: the provider sends the asked transfer, the widget is answered with the hash, the receipt shown', async () => {
    const provider = fakeProvider()
    const sandbox = await renderApp({ provider, providerName: 'My wallet app' })
    await connect()
    const address = await open('Sell')
    expect(address.searchParams.get('useSendCryptoCallback')).toBe('true')
    await widgetSays('SEND_CRYPTO', SALE)
    await waitFor(() =>
      expect(injectedScripts.at(-1)).toContain(
        `"SEND_CRYPTO_RESULT","payload":{"txHash":"${HASH}"}`,
      ),
    )
    expect(provider.request).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT, to: SALE.address, value: '0x16345785d8a0000' }],
    })
    await close()
    await waitFor(() =>
      expect(screen.getByLabelText('Transaction receipt')).toHaveTextContent(
        `Sale transaction ${HASH}: success in block 7`,
      ),
    )
    sandbox.dispose()
  })

  it('a refused signature (4001) reaches the widget as a refusal and the app as an alert', async () => {
    const provider = fakeProvider(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    const sandbox = await renderApp({ provider, providerName: 'My wallet app' })
    await connect()
    await open('Sell')
    await widgetSays('SEND_CRYPTO', SALE)
    await waitFor(() => expect(injectedScripts.at(-1)).toContain('"SEND_CRYPTO_RESULT"'))
    const answer = /"payload":(\{.*?\}),"eventVersion"/.exec(injectedScripts.at(-1)!)![1]!
    const { error } = JSON.parse(answer) as { error?: string }
    expect(error).toMatch(/reject|refus/i)
    await close()
    expect(await screen.findByRole('alert')).toHaveTextContent(`Wallet: ${error}`)
    expect(screen.getByLabelText('Transaction receipt')).toHaveTextContent('No transaction yet.')
    sandbox.dispose()
  })

  it('in development offers the sandbox wallet of the local chain; on a phone it asks with an Alert before it sends', async () => {
    const rpcUrl = 'http://chain.test:8545'
    const account = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    const sent: unknown[] = []
    // The local chain (Hardhat's node, id 31337) as the sandbox wallet reaches it: JSON-RPC.
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      expect(String(input)).toBe(rpcUrl)
      const { id, method, params } = JSON.parse(String(init?.body))
      if (method === 'eth_sendTransaction') sent.push(...params)
      const result = {
        eth_accounts: [account],
        eth_chainId: '0x7a69',
        eth_getBalance: `0x${(10n ** 22n).toString(16)}`,
        eth_sendTransaction: HASH,
        eth_getTransactionReceipt: { status: '0x1', blockNumber: '0x3', transactionHash: HASH },
      }[method as string]
      return Response.json({ jsonrpc: '2.0', id, result })
    })
    let choice = 'Reject'
    const prompts: string[] = []
    const alert = jest.spyOn(Alert, 'alert').mockImplementation((_title, message, buttons) => {
      prompts.push(message ?? '')
      buttons?.find(({ text }) => text === choice)?.onPress?.()
    })
    try {
      const sandbox = await renderApp({}, { ...config, localChainUrl: rpcUrl })
      await connect('Sandbox wallet (development)', account, '10000 ETH')
      await open('Sell')
      // Refused in the Alert: the widget is told, nothing reaches the chain.
      await widgetSays('SEND_CRYPTO', SALE)
      await waitFor(() => expect(injectedScripts.at(-1)).toContain('"SEND_CRYPTO_RESULT"'))
      expect(injectedScripts.at(-1)).toContain('"error"')
      expect(prompts).toEqual([
        `Sandbox wallet (development): approve this transaction? Send 0.1 ETH to ${SALE.address}.`,
      ])
      expect(sent).toEqual([])
      // Approved: the chain sends it, the widget gets the hash.
      choice = 'Approve'
      await widgetSays('SEND_CRYPTO', SALE)
      await waitFor(() => expect(injectedScripts.at(-1)).toContain(`"txHash":"${HASH}"`))
      expect(sent).toEqual([{ from: account, to: SALE.address, value: '0x16345785d8a0000' }])
      await close()
      await waitFor(() =>
        expect(screen.getByLabelText('Transaction receipt')).toHaveTextContent(
          `Sale transaction ${HASH}: success in block 3`,
        ),
      )
      sandbox.dispose()
    } finally {
      fetch.mockRestore()
      alert.mockRestore()
    }
  })

  it('in development lists no sandbox wallet while the local chain does not answer', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValue(new TypeError('connection refused'))
    try {
      const sandbox = await renderApp({}, { ...config, localChainUrl: 'http://chain.test:8545' })
      await waitFor(() => expect(fetch).toHaveBeenCalled())
      await act(async () => {})
      expect(screen.queryByRole('button', { name: /Sandbox wallet/ })).toBeNull()
      expect(screen.getByLabelText('Wallet status')).toHaveTextContent(/^No wallet to connect/)
      sandbox.dispose()
    } finally {
      fetch.mockRestore()
    }
  })

  it('a refused connection (4001) is shown, and the app stays unconnected', async () => {
    const provider = fakeProvider()
    provider.request.mockRejectedValueOnce(Object.assign(new Error('no'), { code: 4001 }))
    const sandbox = await renderApp({ provider, providerName: 'My wallet app' })
    await pressAndSettle('Connect My wallet app')
    expect(await screen.findByRole('alert')).toHaveTextContent(/refused|rejected/i)
    expect(screen.getByLabelText('Wallet status')).toHaveTextContent(/^Not connected:/)
    sandbox.dispose()
  })
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
