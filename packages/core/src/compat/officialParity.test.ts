// @vitest-environment jsdom
// The same page code run with the official SDK 6.2 (a dev dependency) and with the compat
// class, in jsdom: the same widget URL parameters and the same events. The browser tests
// (e2e/src/compat-official.test.ts, widget-url-official.test.ts) do this in Chromium.
import { RampInstantSDK as OfficialSDK } from '@ramp-network/ramp-instant-sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BASE, clearPage, deliver, PURCHASE, SALE } from '../widget/mount/testing/harness.js'
import type { RampInstantConfig } from './config.js'
import { RampInstantSDK } from './RampInstantSDK.js'

/** What the tests use of either SDK. */
interface ShownSdk {
  show(): unknown
  close(): unknown
  on(type: '*', callback: (event: { type: string; payload: unknown }) => void): unknown
  domNodes?: { iframe: HTMLIFrameElement }
}
type Sdk = new (config: never) => ShownSdk

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.head.replaceChildren()
  clearPage()
})

/** The query of the widget URL as sorted [key, value] pairs, without the two that must differ. */
function comparable(url: string): [string, string][] {
  return [...new URL(url).searchParams]
    .filter(([key]) => key !== 'widgetInstanceId' && key !== 'sdkVersion')
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
}

/** The shown widget's URL: its iframe's `src`, or what `window.open` was given. */
function shownUrl(Sdk: Sdk, config: RampInstantConfig): string {
  const open = vi.spyOn(window, 'open').mockImplementation(() => null)
  const sdk = new Sdk(config as never)
  sdk.show()
  const url = sdk.domNodes?.iframe.src ?? (open.mock.calls[0]?.[0] as string)
  sdk.close()
  document.body.replaceChildren()
  open.mockRestore()
  return url
}

describe('compat beside the official SDK, in jsdom', () => {
  it.each<[string, Partial<RampInstantConfig>]>([
    ['the default variant', {}],
    [
      'an on-ramp overlay',
      {
        variant: 'mobile',
        swapAsset: 'ETH_ETH,ETH_USDC',
        fiatCurrency: 'EUR',
        fiatValue: '100',
        userAddress: '0xabc',
        enabledFlows: ['ONRAMP', 'OFFRAMP'],
        hideExitButton: false,
      },
    ],
    ['hosted', { variant: 'hosted-mobile', finalUrl: 'https://host.example/done?a=1&b=2#x' }],
    [
      'an off-ramp with the send callback',
      { enabledFlows: ['OFFRAMP'], useSendCryptoCallback: true },
    ],
  ])('%s: the same widget URL parameters', (_, extra) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const config = { ...BASE, ...extra } as RampInstantConfig
    expect(comparable(shownUrl(RampInstantSDK, config))).toEqual(
      comparable(shownUrl(OfficialSDK, config)),
    )
  })

  it.each<[string, [string, unknown?][]]>([
    [
      'a purchase, then the widget closes',
      [
        ['WIDGET_CONFIG_DONE'],
        [
          'PURCHASE_CREATED',
          { purchase: PURCHASE, purchaseViewToken: 't', apiUrl: 'https://a/api' },
        ],
        ['WIDGET_CLOSE'],
      ],
    ],
    [
      'a sale, then the close handshake',
      [
        ['WIDGET_CONFIG_DONE'],
        ['OFFRAMP_SALE_CREATED', { sale: SALE, saleViewToken: 't', apiUrl: 'https://a/api' }],
        ['WIDGET_CLOSE_REQUEST_CANCELLED'],
        ['WIDGET_CLOSE_REQUEST_CONFIRMED'],
      ],
    ],
    [
      'the internal events',
      [
        ['WIDGET_CONFIG_DONE'],
        ['REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH' }],
        ['WIDGET_CONFIG_FAILED', null],
      ],
    ],
  ])('%s: the same events in the same order', (_, messages) => {
    const delivered = (Sdk: Sdk) => {
      const config = { ...BASE, variant: 'embedded-desktop', containerNode: document.body }
      const sdk = new Sdk(config as never)
      const events: { type: string; payload: unknown }[] = []
      sdk.on('*', (event) => events.push(event))
      sdk.show()
      const iframe = sdk.domNodes!.iframe
      const frameWindow = { postMessage: () => {} }
      Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
      const id = new URL(iframe.src).searchParams.get('widgetInstanceId')
      for (const [type, payload = null] of messages) {
        deliver(frameWindow, { type, payload, widgetInstanceId: id })
      }
      sdk.close()
      document.body.replaceChildren()
      return events.map(({ type, payload }) => ({ type, payload }))
    }
    expect(delivered(RampInstantSDK)).toEqual(delivered(OfficialSDK))
  })
})
