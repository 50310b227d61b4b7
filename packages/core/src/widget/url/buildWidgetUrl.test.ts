// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { PRODUCTION_WIDGET_URL } from '../config/constants.js'
import { BASE, KEY } from '../config/testkit.js'
import type { WidgetConfig } from '../config/types.js'
import { WidgetConfigError } from '../config/WidgetConfigError.js'
import { buildWidgetUrl } from './buildWidgetUrl.js'
import { parseWidgetUrl } from './parseWidgetUrl.js'

const query = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe('buildWidgetUrl', () => {
  it('puts the configuration on the production widget by default', () => {
    const url = buildWidgetUrl(BASE)
    expect(url.startsWith(`${PRODUCTION_WIDGET_URL}?`)).toBe(true)
    expect(query(url)).toEqual({ ...BASE, variant: 'auto' })
  })

  it('writes the parameters in the order given (as the official SDK does), then the protocol fields', () => {
    const url = buildWidgetUrl(
      {
        ...BASE,
        variant: 'desktop',
        enabledFlows: ['ONRAMP', 'OFFRAMP'],
        swapAsset: 'ETH_*',
        useSendCryptoCallback: true,
      },
      {
        sdkType: 'WEB',
        sdkVersion: '0.1.0',
        widgetInstanceId: 'abc',
        hostUrl: 'https://host.example',
        useSendCryptoCallbackVersion: 1,
      },
    )
    expect([...new URL(url).searchParams.keys()]).toEqual([
      'hostAppName',
      'hostLogoUrl',
      'hostApiKey',
      'variant',
      'enabledFlows',
      'swapAsset',
      'useSendCryptoCallback',
      'sdkType',
      'sdkVersion',
      'widgetInstanceId',
      'hostUrl',
      'useSendCryptoCallbackVersion',
    ])
  })

  it('encodes values as URLSearchParams does: arrays comma-joined, booleans and amounts as text', () => {
    const url = buildWidgetUrl({
      ...BASE,
      hostAppName: 'A & B #1 = 100% + more',
      enabledFlows: ['OFFRAMP', 'ONRAMP'],
      hideExitButton: true,
      useSendCryptoCallback: false,
      swapAmount: 2n ** 200n,
      fiatCurrency: 'EUR',
      fiatValue: 12.5,
      variant: 'hosted',
      finalUrl: 'https://host.example/done?x=1&y=2#top',
    })
    expect(url).toContain('hostAppName=A+%26+B+%231+%3D+100%25+%2B+more')
    expect(url).toContain('enabledFlows=OFFRAMP%2CONRAMP')
    expect(url).toContain('&hideExitButton=true')
    expect(url).toContain('&useSendCryptoCallback=false')
    expect(url).toContain(`swapAmount=${(2n ** 200n).toString()}`)
    expect(url).toContain('fiatValue=12.5')
    expect(url).toContain('finalUrl=https%3A%2F%2Fhost.example%2Fdone%3Fx%3D1%26y%3D2%23top')
    expect(new URL(url).hash).toBe('')
  })

  it('leaves out undefined values and never puts containerNode in the URL', () => {
    const node = document.createElement('div')
    const url = buildWidgetUrl({
      ...BASE,
      variant: 'embedded-desktop',
      containerNode: node,
      swapAsset: undefined,
    })
    expect(Object.keys(query(url))).toEqual(['hostAppName', 'hostLogoUrl', 'hostApiKey', 'variant'])
  })

  it('keeps query parameters and the hash of config.url, replacing widget parameters found there', () => {
    const url = buildWidgetUrl({
      ...BASE,
      url: 'http://localhost:8787/widget/?env=test&hostAppName=old#x',
    })
    expect(url).toBe(
      `http://localhost:8787/widget/?env=test&hostAppName=Demo+wallet&hostLogoUrl=https%3A%2F%2Fexample.com%2Flogo.svg&hostApiKey=${KEY}&variant=auto#x`,
    )
  })

  it('passes on widget parameters of config.url that the configuration does not set, as the official SDK does, and writes the others once', () => {
    const url = buildWidgetUrl({
      ...BASE,
      fiatCurrency: 'EUR',
      url: 'https://w.example/?fiatCurrency=USD&swapAsset=BTC_BTC&variant=hosted&fiatCurrency=GBP',
    })
    expect([...new URL(url).searchParams]).toEqual([
      ['fiatCurrency', 'EUR'],
      ['swapAsset', 'BTC_BTC'],
      ['variant', 'auto'],
      ['hostAppName', BASE.hostAppName],
      ['hostLogoUrl', BASE.hostLogoUrl],
      ['hostApiKey', KEY],
    ])
  })

  it('a widget parameter left in config.url comes back from parseWidgetUrl as a field that writes the same parameters', () => {
    const url = buildWidgetUrl({ ...BASE, url: 'https://w.example/?swapAsset=BTC_BTC&env=1' })
    const { config } = parseWidgetUrl(url)
    expect(config).toMatchObject({ url: 'https://w.example/?env=1', swapAsset: 'BTC_BTC' })
    const sorted = (href: string) => [...new URL(href).searchParams].sort()
    expect(sorted(buildWidgetUrl(config as WidgetConfig))).toEqual(sorted(url))
  })

  it('sends the values as given, as the official SDK does (the widget maps deprecated names itself)', () => {
    expect(
      query(
        buildWidgetUrl({
          ...BASE,
          paymentMethodType: 'GOOGLEPAY',
          swapAmount: '0042',
          swapAsset: ' ETH, BTC_BTC',
          fiatCurrency: 'eur',
          fiatValue: '49.90',
        }),
      ),
    ).toMatchObject({
      paymentMethodType: 'GOOGLEPAY',
      swapAmount: '0042',
      swapAsset: ' ETH, BTC_BTC',
      fiatCurrency: 'eur',
      fiatValue: '49.90',
    })
  })

  it('takes finalUrl without a variant (building a URL is hosted integration) and applies pathname', () => {
    const url = new URL(
      buildWidgetUrl({
        ...BASE,
        finalUrl: 'https://h.example/done',
        pathname: 'sell',
        closeable: false,
      }),
    )
    expect(url.pathname).toBe('/sell')
    expect(url.searchParams.get('finalUrl')).toBe('https://h.example/done')
    expect(url.searchParams.get('closeable')).toBe('false')
    expect(url.searchParams.has('pathname')).toBe(false)
  })

  it('passes keys it does not know on as given, as the official SDK does, but never a protocol field', () => {
    const params = new URL(
      buildWidgetUrl({ ...BASE, theme: 'dark', flags: ['a', 'b'], sdkType: 'X' } as never),
    ).searchParams
    expect(params.get('theme')).toBe('dark')
    expect(params.get('flags')).toBe('a,b')
    expect(params.has('sdkType')).toBe(false)
  })

  it('refuses an invalid configuration with a WidgetConfigError that hides the key', () => {
    const run = () =>
      buildWidgetUrl({
        ...BASE,
        swapAmount: 1e21,
        hostLogoUrl: 42 as never,
        selectedCountryCode: KEY,
      })
    expect(run).toThrow(WidgetConfigError)
    expect(run).toThrow(/swapAmount/)
    try {
      run()
    } catch (error) {
      expect((error as Error).message).not.toContain(KEY)
    }
  })

  it('refuses malformed protocol fields', () => {
    expect(() => buildWidgetUrl(BASE, { sdkType: '' })).toThrow(
      /extra.sdkType must be a non-empty, well-formed string/,
    )
    expect(() => buildWidgetUrl(BASE, { useSendCryptoCallbackVersion: 0 })).toThrow(
      /extra.useSendCryptoCallbackVersion must be a positive integer/,
    )
    expect(() => buildWidgetUrl(BASE, { closeable: 'x' } as never)).toThrow(
      /extra\.closeable is not a protocol field \('sdkType', .* or 'useSendCryptoCallbackVersion'\)/,
    )
    expect(() => buildWidgetUrl(BASE, null as never)).toThrow(/extra must be an object/)
    expect(() => buildWidgetUrl(BASE, { sdkType: 'WEB', sdkVersion: undefined })).not.toThrow()
  })
})
