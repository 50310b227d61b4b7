// @rampkit/react-native's bridge against the stand-in widget page itself, in Chromium: the page
// opened at the address RampWidgetView gives its WebView, with the very script it injects
// before the page loads and a stand-in for React Native's `window.ReactNativeWebView`; the
// app's answers go back through the very script text the component injects. Both bridge shapes:
// Android's interface (`RampInstantMobile.postMessage(json)`) and iOS's message handler.
import type { WidgetConfig, WidgetEvent } from '@rampkit/core'
import {
  answerMobileRequest,
  mobileReplyScript,
  readMobileWidgetMessage,
} from '@rampkit/core/adapter'
import { DEMO_HOST_API_KEY, type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { mobileBridgeScript } from '../../packages/react-native/src/bridgeScript.js'
import { sdkTypeOf, widgetAddress } from '../../packages/react-native/src/widgetAddress.js'
import { ADDRESS } from './support/host.js'
import { inChromium } from './support/inChromium.js'

const chromium = inChromium({
  name: 'react-native-bridge',
  async start(stopLater) {
    const sandbox = await startSandbox({ port: 0, host: '127.0.0.1' })
    stopLater(() => sandbox.close())
    return sandbox
  },
})

/** The sandbox's widget and demo key. */
const configOn = (sandbox: StartedSandbox): WidgetConfig => ({
  hostAppName: 'Phone wallet',
  hostLogoUrl: `${sandbox.url}/sandbox/logos/ETH_ETH.svg`,
  hostApiKey: DEMO_HOST_API_KEY,
  url: sandbox.widgetUrl,
})

/** The app's side: what React Native received from the page, and the component's answers. */
interface App {
  page: Page
  events: () => WidgetEvent[]
  /** Each message the page posted, as React Native received it (text). */
  received: string[]
  /** Runs in the page what RampWidgetView injects with `injectJavaScript`. */
  inject(script: string): Promise<void>
}

/** A phone-sized page playing the WebView of RampWidgetView on `platform`. */
async function openInWebView(platform: 'android' | 'ios', config: WidgetConfig): Promise<App> {
  const context = await chromium.browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[widget page error]', error))
  const received: string[] = []
  // React Native's side of the WebView: what the page posts to `ReactNativeWebView` is text.
  await page.exposeFunction('__reactNativeReceived', (data: string) => received.push(data))
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>
    w.ReactNativeWebView = {
      postMessage: (data: unknown) => (w.__reactNativeReceived as (data: unknown) => void)(data),
    }
  })
  await page.addInitScript(mobileBridgeScript(sdkTypeOf(platform)))
  await page.goto(widgetAddress(config, platform))
  return {
    page,
    received,
    events: () =>
      received.flatMap((data) => {
        const reading = readMobileWidgetMessage(data)?.reading
        return reading && 'event' in reading ? [reading.event] : []
      }),
    inject: (script) => page.evaluate(script),
  }
}

/** Waits for the event the app's side got, typed. */
async function waitForEvent<T extends WidgetEvent['type']>(app: App, type: T) {
  await expect.poll(() => app.events().map((event) => event.type)).toContain(type)
  return app.events().find((event) => event.type === type) as Extract<WidgetEvent, { type: T }>
}

describe.each(['android', 'ios'] as const)('the stand-in widget in a %s WebView', (platform) => {
  it('posts to the platform’s bridge shape, takes the app’s account and creates a purchase', async () => {
    const config = {
      ...configOn(chromium.started),
      swapAsset: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
    }
    const app = await openInWebView(platform, config)
    // Only the platform's own shape is there: the widget used that one.
    expect(
      await app.page.evaluate(() => ({
        android: typeof (window as unknown as Record<string, unknown>).RampInstantMobile,
        ios: typeof (window as unknown as { webkit?: { messageHandlers?: object } }).webkit
          ?.messageHandlers,
      })),
    ).toEqual(
      platform === 'android'
        ? { android: 'object', ios: 'undefined' }
        : { android: 'undefined', ios: 'object' },
    )
    // The widget asks for the user's account; the component's answer fills the address.
    const asked = await waitForEvent(app, 'REQUEST_CRYPTO_ACCOUNT')
    expect(asked.payload).toEqual({ type: 'ETH', assetSymbol: 'ETH_ETH' })
    const answer = await answerMobileRequest('REQUEST_CRYPTO_ACCOUNT', asked.payload, {
      onRequestCryptoAccount: () => ({ address: ADDRESS, name: 'Phone wallet' }),
    })
    await app.inject(mobileReplyScript(answer))
    await expect.poll(() => app.page.getByLabel('Wallet address').inputValue()).toBe(ADDRESS)
    await app.page.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
    await app.page.getByRole('button', { name: 'Confirm purchase' }).click()
    const created = await waitForEvent(app, 'PURCHASE_CREATED')
    expect(created.payload.purchase).toMatchObject({ receiverAddress: ADDRESS, fiatValue: 100 })
    expect(created.payload.purchaseViewToken).toEqual(expect.any(String))
    // The bridge carries the native SDKs' messages: no widgetInstanceId.
    expect(app.received.every((data) => !data.includes('widgetInstanceId'))).toBe(true)
    await chromium.shot(app.page, `${platform}-purchase-created`)
    await app.page.context().close()
  })

  it('has a send-crypto request answered through the script the component injects', async () => {
    const txHash = `0x${'cd'.repeat(32)}`
    const app = await openInWebView(platform, {
      ...configOn(chromium.started),
      enabledFlows: ['OFFRAMP'],
      offrampAsset: 'ETH_USDC',
      fiatCurrency: 'EUR',
      fiatValue: 80,
      useSendCryptoCallback: true,
    })
    await app.page.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
    await app.page.getByRole('radio', { name: /^SEPA bank transfer: sell/ }).check()
    await app.page.getByRole('button', { name: 'Confirm sale' }).click()
    const sale = await waitForEvent(app, 'OFFRAMP_SALE_CREATED')
    await app.page.getByRole('button', { name: 'Send from wallet' }).click()
    const request = await waitForEvent(app, 'SEND_CRYPTO')
    expect(request.payload).toEqual({
      assetInfo: sale.payload.sale.crypto.assetInfo,
      amount: sale.payload.sale.crypto.amount,
      address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
    })
    const answer = await answerMobileRequest('SEND_CRYPTO', request.payload, {
      onSendCrypto: () => ({ txHash }),
    })
    await app.inject(mobileReplyScript(answer))
    await app.page
      .getByRole('status')
      .filter({ hasText: `Sent: transaction ${txHash}` })
      .waitFor()
    // Android's back button, as the component sends it: the widget leaves.
    await app.inject(mobileReplyScript({ type: 'BACK_BUTTON_PRESSED', payload: null }))
    await waitForEvent(app, 'WIDGET_CLOSE')
    expect(app.events().map((event) => event.type)).toEqual([
      'APP_VERSION',
      'WIDGET_CONFIG_DONE',
      'OFFRAMP_SALE_CREATED',
      'SEND_CRYPTO',
      'WIDGET_CLOSE',
    ])
    await chromium.shot(app.page, `${platform}-sale-sent`)
    await app.page.context().close()
  })
})
