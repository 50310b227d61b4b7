import { WidgetConfigError, type WidgetEvent } from '@rampkit/core'
import { act, render, screen } from '@testing-library/react-native'
import { Component, type ReactNode } from 'react'
import { Alert, BackHandler, Linking, Platform } from 'react-native'
import { mobileBridgeScript } from './bridgeScript'
import { RampWidgetView } from './RampWidgetView'
import { CONFIG } from './testing/config'
import { injectedScripts } from './testing/webViewStandIn'
import type { RampWidgetViewProps } from './types'

const PURCHASE = {
  purchase: { id: 'p1', status: 'INITIALIZED', fiatValue: '100' },
  purchaseViewToken: 'view-token',
  apiUrl: 'http://127.0.0.1:8787/api',
}
const SEND = {
  assetInfo: { symbol: 'ETH', chain: 'ETH', decimals: 18 },
  amount: '1000000000000000000',
  address: '0x00000000000000000000000000000000000000aa',
}

const webView = () => screen.getByTestId('webview')
const query = () => Object.fromEntries(new URL(webView().props.source.uri).searchParams)
/**
 * What a page posts to the bridge arrives as the WebView's message (text), with the address of
 * the page that posted it: by default the widget's, on a page of its own.
 */
const pageSays = (message: unknown, url: string | undefined = `${CONFIG.url}buy?step=2`) =>
  act(() =>
    webView().props.onMessage({
      nativeEvent: { data: typeof message === 'string' ? message : JSON.stringify(message), url },
    }),
  )
const widgetSays = (message: unknown) => pageSays(message)
const show = async (props: Partial<RampWidgetViewProps> = {}) => {
  const events: WidgetEvent[] = []
  const rendering = await render(
    <RampWidgetView config={CONFIG} onEvent={(event) => events.push(event)} {...props} />,
  )
  return { events, rendering }
}
/** Catches what its children throw while rendering, as an app's error boundary does. */
class Boundary extends Component<{ children: ReactNode; onError(error: unknown): void }> {
  override state = { failed: false }
  static getDerivedStateFromError = () => ({ failed: true })
  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}
/** Lets the answer of an async handler reach the page. */
const settle = () => act(async () => {})

beforeEach(() => {
  injectedScripts.length = 0
})
afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('RampWidgetView', () => {
  it('opens the widget at the native SDKs’ address, with the iOS bridge before the page loads', async () => {
    await show()
    expect(query()).toEqual({
      hostAppName: 'Wallet',
      hostLogoUrl: 'https://wallet.example/logo.png',
      hostApiKey: 'demo-host-api-key',
      sdkType: 'IOS',
      sdkVersion: expect.any(String),
      variant: 'sdk-mobile',
    })
    expect(webView().props.source.uri.startsWith('http://127.0.0.1:8787/widget/?')).toBe(true)
    expect(webView().props.injectedJavaScriptBeforeContentLoaded).toBe(mobileBridgeScript('IOS'))
    // Camera, microphone and inline video for the identity check.
    expect(webView().props).toMatchObject({
      mediaPlaybackRequiresUserAction: false,
      allowsInlineMediaPlayback: true,
      mediaCapturePermissionGrantType: 'grantIfSameHostElsePrompt',
      paymentRequestEnabled: true,
    })
  })

  it('says ANDROID and gives the Android bridge on Android; the send-crypto version and deep link scheme travel', async () => {
    jest.replaceProperty(Platform, 'OS', 'android')
    // The app's own scheme as finalUrl is the link back into the app: no development warning.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    await show({
      config: {
        ...CONFIG,
        hostAppName: 'Wallet & co',
        finalUrl: 'mywallet://done?a=1&b=#x',
        useSendCryptoCallback: true,
        enabledFlows: ['OFFRAMP', 'ONRAMP'],
      },
      deepLinkScheme: 'mywallet',
    })
    // Written by core through React Native's own URL classes (jest.config.cjs), as on a device.
    expect(query()).toMatchObject({
      hostAppName: 'Wallet & co',
      finalUrl: 'mywallet://done?a=1&b=#x',
      sdkType: 'ANDROID',
      variant: 'sdk-mobile',
      useSendCryptoCallbackVersion: '1',
      deepLinkScheme: 'mywallet',
    })
    expect(query()).not.toHaveProperty('widgetInstanceId')
    expect(webView().props.injectedJavaScriptBeforeContentLoaded).toBe(
      mobileBridgeScript('ANDROID'),
    )
    expect(warn).not.toHaveBeenCalled()
  })

  it('still warns in development about a finalUrl that is no app link (a page’s script)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    await show({ config: { ...CONFIG, finalUrl: 'javascript:alert(1)' } })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(
      /^\[rampkit\] finalUrl should be an absolute http\(s\) URL/,
    )
  })

  it('uses no browser page: no document, nothing read from window, at import or render', async () => {
    // React Native has no document, and its `window` has none of a browser's APIs: here every
    // property read from `window` is recorded, and reaching into `document` would throw.
    const read: string[] = []
    const saved = ['window', 'document'].map(
      (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
    )
    Object.defineProperty(globalThis, 'document', { configurable: true, value: undefined })
    Object.defineProperty(globalThis, 'window', {
      configurable: true,
      value: new Proxy({}, { get: (_, key) => void read.push(String(key)) }),
    })
    try {
      // A fresh load of the whole package (core and @rampkit/react included), then a render.
      jest.isolateModules(() => require('./index'))
      await render(<RampWidgetView config={CONFIG} onEvent={() => {}} />)
      await widgetSays({ type: 'WIDGET_CONFIG_DONE' })
      await widgetSays({ type: 'SEND_CRYPTO', payload: SEND, eventVersion: 1 })
      await settle()
    } finally {
      for (const [name, descriptor] of saved)
        if (descriptor) Object.defineProperty(globalThis, name, descriptor)
        else delete (globalThis as Record<string, unknown>)[name]
    }
    expect(read).toEqual([])
    expect(injectedScripts).toHaveLength(1)
  })

  it('lets webViewProps add to the WebView, never replace the widget’s address or bridge', async () => {
    await show({
      webViewProps: {
        bounces: false,
        source: { uri: 'https://evil.example/' },
        onMessage: () => {},
      },
    })
    expect(webView().props.bounces).toBe(false)
    expect(query().variant).toBe('sdk-mobile')
    await widgetSays({ type: 'WIDGET_CONFIG_DONE' })
  })

  it('hands each bridge event to onEvent, typed as on the web', async () => {
    const { events } = await show()
    await widgetSays({ type: 'WIDGET_CONFIG_DONE', payload: null })
    await widgetSays({ type: 'APP_VERSION', payload: { version: '2.1' } })
    await widgetSays({ type: 'PURCHASE_CREATED', payload: PURCHASE })
    await widgetSays({
      type: 'OFFRAMP_SALE_CREATED',
      payload: { sale: { id: 's1' }, saleViewToken: 'sale-token', apiUrl: PURCHASE.apiUrl },
    })
    await widgetSays({ type: 'WIDGET_CONFIG_FAILED', payload: { code: 'BAD_KEY' } })
    expect(events).toEqual([
      { type: 'WIDGET_CONFIG_DONE', payload: null },
      { type: 'APP_VERSION', payload: { version: '2.1' } },
      // Numeric strings become numbers, as core reads them on the web.
      {
        type: 'PURCHASE_CREATED',
        payload: { ...PURCHASE, purchase: { ...PURCHASE.purchase, fiatValue: 100 } },
      },
      {
        type: 'OFFRAMP_SALE_CREATED',
        payload: { sale: { id: 's1' }, saleViewToken: 'sale-token', apiUrl: PURCHASE.apiUrl },
      },
      { type: 'WIDGET_CONFIG_FAILED', payload: { code: 'BAD_KEY' } },
    ])
  })

  it('reports a malformed event by its field and ignores what is not a widget message', async () => {
    const { events } = await show()
    await widgetSays({ type: 'PURCHASE_CREATED', payload: { purchase: {} } })
    for (const junk of ['not json', '[1]', 'null', '42', '{"type":7}', '{"payload":{}}'])
      await widgetSays(junk)
    await widgetSays({ type: 'KYC_STARTED', payload: {} })
    expect(events).toEqual([
      {
        type: 'WIDGET_EVENT_INVALID',
        payload: { type: 'PURCHASE_CREATED', field: 'payload.purchase' },
      },
    ])
  })

  it('hears only the widget’s own pages: another site in the WebView cannot ask for crypto', async () => {
    const onSendCrypto = jest.fn(async () => ({ txHash: '0xabc' }))
    const { events } = await show({ onSendCrypto })
    for (const url of [
      'https://bank.example/widget/',
      'http://127.0.0.1:8788/widget/',
      'about:blank',
    ])
      await pageSays({ type: 'SEND_CRYPTO', payload: SEND, eventVersion: 1 }, url)
    await settle()
    expect(onSendCrypto).not.toHaveBeenCalled()
    expect(events).toEqual([])
    expect(injectedScripts).toEqual([])
    // A stand-in WebView in a host's own tests may fire messages without the page's address.
    await act(() =>
      webView().props.onMessage({ nativeEvent: { data: '{"type":"WIDGET_CONFIG_DONE"}' } }),
    )
    expect(events).toEqual([{ type: 'WIDGET_CONFIG_DONE', payload: null }])
  })

  it('calls onClose when the widget closes', async () => {
    const onClose = jest.fn()
    const { events } = await show({ onClose })
    await widgetSays({ type: 'WIDGET_CLOSE', payload: { showAlert: false } })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(events).toEqual([{ type: 'WIDGET_CLOSE', payload: null }])
  })

  it('asks the user before closing when the widget says so, as the native SDKs do', async () => {
    const alert = jest.spyOn(Alert, 'alert').mockImplementation(() => {})
    const onClose = jest.fn()
    await show({ onClose })
    await widgetSays({ type: 'WIDGET_CLOSE', payload: { showAlert: true } })
    expect(onClose).not.toHaveBeenCalled()
    const buttons = alert.mock.calls[0]?.[2] ?? []
    expect(buttons.map((button) => button.text)).toEqual(['Stay', 'Close'])
    buttons[1]?.onPress?.()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('asks in the app’s own words when it gives them (the rest stays English)', async () => {
    const alert = jest.spyOn(Alert, 'alert').mockImplementation(() => {})
    const onClose = jest.fn()
    await show({
      onClose,
      closeConfirmation: {
        title: 'Schließen?',
        message: 'Deine Eingaben gehen verloren.',
        stay: 'Bleiben',
      },
    })
    await widgetSays({ type: 'WIDGET_CLOSE', payload: { showAlert: true } })
    const [title, message, buttons = []] = alert.mock.calls[0] ?? []
    expect([title, message]).toEqual(['Schließen?', 'Deine Eingaben gehen verloren.'])
    expect(buttons.map((button) => button.text)).toEqual(['Bleiben', 'Close'])
    buttons[0]?.onPress?.()
    expect(onClose).not.toHaveBeenCalled()
    buttons[1]?.onPress?.()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('answers a send-crypto request with the hash, in the page, as the native SDKs do', async () => {
    const onSendCrypto = jest.fn(async () => ({ txHash: '0xabc' }))
    const { events } = await show({ onSendCrypto })
    await widgetSays({ type: 'SEND_CRYPTO', payload: SEND, eventVersion: 1 })
    await settle()
    expect(onSendCrypto).toHaveBeenCalledWith(SEND)
    expect(events).toEqual([{ type: 'SEND_CRYPTO', payload: SEND }])
    expect(injectedScripts).toEqual([
      'window.postMessage({"type":"SEND_CRYPTO_RESULT","payload":{"txHash":"0xabc"},"eventVersion":1});true;',
    ])
  })

  it('answers a failed send or a missing handler with the error', async () => {
    await show({
      onSendCrypto: async () => {
        throw new Error('User rejected')
      },
    })
    await widgetSays({ type: 'SEND_CRYPTO', payload: SEND, eventVersion: 1 })
    await settle()
    await show()
    await widgetSays({ type: 'SEND_CRYPTO', payload: SEND, eventVersion: 1 })
    await settle()
    expect(injectedScripts).toEqual([
      'window.postMessage({"type":"SEND_CRYPTO_RESULT","payload":{"error":"User rejected"},"eventVersion":1});true;',
      'window.postMessage({"type":"SEND_CRYPTO_RESULT","payload":{"error":"The host has no onSendCrypto handler."},"eventVersion":1});true;',
    ])
  })

  it('answers an account request with the account', async () => {
    const onRequestCryptoAccount = jest.fn(async () => ({
      address: '0xbb',
      type: 'EVM',
      name: 'Main',
      assetSymbol: 'ETH',
    }))
    await show({ onRequestCryptoAccount })
    await widgetSays({
      type: 'REQUEST_CRYPTO_ACCOUNT',
      payload: { type: 'EVM', assetSymbol: 'ETH' },
    })
    await settle()
    expect(onRequestCryptoAccount).toHaveBeenCalledWith({ type: 'EVM', assetSymbol: 'ETH' })
    expect(injectedScripts).toEqual([
      'window.postMessage({"type":"REQUEST_CRYPTO_ACCOUNT_RESULT","payload":{"address":"0xbb","type":"EVM","name":"Main","assetSymbol":"ETH"}});true;',
    ])
  })

  describe('answers only the page that asked', () => {
    const ACCOUNT = { address: '0xWALLET', type: 'EVM', name: 'Main', assetSymbol: 'ETH' }
    /** A wallet that answers when the test says so, as a user confirms on a phone. */
    const slowWallet = () => {
      let give: () => void = () => {}
      const onRequestCryptoAccount = jest.fn(
        () => new Promise<typeof ACCOUNT>((resolve) => (give = () => resolve(ACCOUNT))),
      )
      return { onRequestCryptoAccount, give: () => act(async () => give()) }
    }
    const askForAccount = () =>
      widgetSays({ type: 'REQUEST_CRYPTO_ACCOUNT', payload: { type: 'EVM', assetSymbol: 'ETH' } })
    /** What the platforms report as the WebView moves on: a load start and a new state. */
    const loadStart = (url: string) =>
      act(() => webView().props.onLoadStart({ nativeEvent: { url, loading: true } }))
    const stateChange = (url: string) =>
      act(() => webView().props.onNavigationStateChange({ url, loading: false }))
    const ANSWER =
      'window.postMessage({"type":"REQUEST_CRYPTO_ACCOUNT_RESULT","payload":{"address":"0xWALLET","type":"EVM","name":"Main","assetSymbol":"ETH"}});true;'

    it.each([
      ['a load start', loadStart],
      ['a navigation state', stateChange],
    ])(
      'drops an answer when %s shows another origin’s page before it comes, and says so',
      async (_, move) => {
        const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
        const wallet = slowWallet()
        await show({ onRequestCryptoAccount: wallet.onRequestCryptoAccount })
        await askForAccount()
        await move('https://bank.example/3ds?session=1')
        await wallet.give()
        expect(injectedScripts).toEqual([])
        expect(warn.mock.calls).toEqual([
          [
            "[rampkit] The answer to REQUEST_CRYPTO_ACCOUNT was not sent: the WebView left the widget's page that asked for it.",
          ],
        ])
      },
    )

    it('drops it too when the WebView went away and came back: the widget loaded afresh did not ask', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => {})
      const wallet = slowWallet()
      await show({ onRequestCryptoAccount: wallet.onRequestCryptoAccount })
      await askForAccount()
      await loadStart('https://evil.example/')
      await loadStart(`${CONFIG.url}?hostAppName=Wallet`)
      await wallet.give()
      expect(injectedScripts).toEqual([])
    })

    it('drops a send-crypto result the same way, and never posts into another origin’s page', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => {})
      jest.replaceProperty(Platform, 'OS', 'android')
      let onBack: () => boolean | null | undefined = () => false
      jest.spyOn(BackHandler, 'addEventListener').mockImplementation((_, handler) => {
        onBack = handler
        return { remove: jest.fn() }
      })
      let send: () => void = () => {}
      await show({
        onSendCrypto: () => new Promise((resolve) => (send = () => resolve({ txHash: '0xabc' }))),
      })
      await widgetSays({ type: 'WIDGET_CONFIG_DONE' })
      await widgetSays({ type: 'SEND_CRYPTO', payload: SEND, eventVersion: 1 })
      await stateChange('https://bank.example/')
      await act(async () => send())
      onBack()
      expect(injectedScripts).toEqual([])
    })

    it('answers once when the page stays the widget’s, its own routes included', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
      const wallet = slowWallet()
      await show({ onRequestCryptoAccount: wallet.onRequestCryptoAccount })
      await loadStart(webView().props.source.uri)
      await askForAccount()
      await stateChange(`${CONFIG.url}buy?step=2`)
      await loadStart(`${CONFIG.url}buy?step=3#review`)
      await wallet.give()
      expect(injectedScripts).toEqual([ANSWER])
      expect(warn).not.toHaveBeenCalled()
    })

    it('drops an answer asked by the page of an older configuration', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => {})
      const wallet = slowWallet()
      const { rendering } = await show({ onRequestCryptoAccount: wallet.onRequestCryptoAccount })
      await askForAccount()
      await rendering.rerender(
        <RampWidgetView
          config={{ ...CONFIG, swapAsset: 'ETH_ETH' }}
          onRequestCryptoAccount={wallet.onRequestCryptoAccount}
        />,
      )
      await wallet.give()
      expect(injectedScripts).toEqual([])
    })

    it('still tells the app’s own webViewProps handlers', async () => {
      const onLoadStart = jest.fn()
      const onNavigationStateChange = jest.fn()
      await show({ webViewProps: { onLoadStart, onNavigationStateChange } })
      await loadStart('https://bank.example/')
      await stateChange('https://bank.example/done')
      expect(onLoadStart).toHaveBeenCalledWith({
        nativeEvent: { url: 'https://bank.example/', loading: true },
      })
      expect(onNavigationStateChange).toHaveBeenCalledWith({
        url: 'https://bank.example/done',
        loading: false,
      })
    })
  })

  it('gives Android’s back button to the widget once it is set up', async () => {
    jest.replaceProperty(Platform, 'OS', 'android')
    let onBack: () => boolean | null | undefined = () => false
    const remove = jest.fn()
    jest.spyOn(BackHandler, 'addEventListener').mockImplementation((_, handler) => {
      onBack = handler
      return { remove }
    })
    const { rendering } = await show()
    // Before the widget is set up the app's own navigation takes it.
    expect(onBack()).toBe(false)
    await widgetSays({ type: 'WIDGET_CONFIG_DONE' })
    expect(onBack()).toBe(true)
    expect(injectedScripts).toEqual([
      'window.postMessage({"type":"BACK_BUTTON_PRESSED","payload":null});true;',
    ])
    await rendering.unmount()
    expect(remove).toHaveBeenCalled()
  })

  it('opens the widget’s links and other apps’ links in the system browser, or with onOpenLink', async () => {
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(true)
    await show()
    await widgetSays({
      type: 'OPEN_LINK',
      payload: { linkType: 'TOS', url: 'https://ramp.example/terms' },
    })
    await widgetSays({ type: 'OPEN_LINK', payload: { url: 'javascript:alert(1)' } })
    expect(openURL.mock.calls).toEqual([['https://ramp.example/terms']])

    const onOpenLink = jest.fn()
    await show({ onOpenLink })
    const go = (url: string) =>
      webView().props.onShouldStartLoadWithRequest({ url, isTopFrame: true })
    // Web pages stay in the WebView, as in the native SDKs' (the widget's own, a bank's page or
    // 3-D Secure on the way back to it); another app's link goes out; a script URL nowhere.
    expect(go('http://127.0.0.1:8787/widget/next')).toBe(true)
    expect(go('https://bank.example/authorise?return=widget')).toBe(true)
    expect(go('mywallet://ramp-done?id=1')).toBe(false)
    expect(go('javascript:alert(1)')).toBe(false)
    webView().props.onOpenWindow({ nativeEvent: { targetUrl: 'https://help.example/' } })
    expect(onOpenLink.mock.calls).toEqual([
      ['mywallet://ramp-done?id=1'],
      ['https://help.example/'],
    ])
  })

  it('refuses a configuration that breaks a rule, naming the field and never the key', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const bad = { ...CONFIG, hostApiKey: 'secret-key-123', swapAmount: 'lots' }
    const caught: unknown[] = []
    await render(
      <Boundary onError={(error) => caught.push(error)}>
        <RampWidgetView config={bad} />
      </Boundary>,
    )
    expect(caught).toHaveLength(1)
    expect(caught[0]).toBeInstanceOf(WidgetConfigError)
    expect(String(caught[0])).toMatch(/swapAmount/)
    expect(String(caught[0])).not.toMatch(/secret-key-123/)
    expect(screen.queryByTestId('webview')).toBeNull()
  })

  it('warns in development about what a rule lets pass but the host probably did not mean, once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    await show({ config: { ...CONFIG, swapAsset: 'ETH' } })
    await show({ config: { ...CONFIG, swapAsset: 'ETH' } })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[rampkit\] .*ETH/)
    expect(query().swapAsset).toBe('ETH')
  })

  it('reports a widget that never speaks, as the launcher does on the web', async () => {
    jest.useFakeTimers()
    const { events } = await show({ loadTimeoutMs: 5000 })
    await act(() => jest.advanceTimersByTime(4999))
    expect(events).toEqual([])
    await act(() => jest.advanceTimersByTime(1))
    expect(events).toEqual([{ type: 'WIDGET_OPEN_FAILED', payload: { reason: 'LOAD_TIMEOUT' } }])
  })

  it('does not report a widget that spoke in time', async () => {
    jest.useFakeTimers()
    const { events } = await show()
    await widgetSays({ type: 'WIDGET_CONFIG_DONE' })
    await act(() => jest.advanceTimersByTime(60_000))
    expect(events).toEqual([{ type: 'WIDGET_CONFIG_DONE', payload: null }])
  })
})
