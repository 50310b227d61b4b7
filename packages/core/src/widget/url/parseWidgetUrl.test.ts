import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KEY } from '../config/testkit.js'
import { WidgetConfigError } from '../config/WidgetConfigError.js'
import { parseWidgetUrl } from './parseWidgetUrl.js'

describe('parseWidgetUrl', () => {
  it('types values back and separates the protocol fields', () => {
    const parsed = parseWidgetUrl(
      `http://localhost:8787/widget/?env=1&hostApiKey=${KEY}&enabledFlows=ONRAMP%2COFFRAMP&defaultFlow=OFFRAMP&fiatValue=1e-7&hideExitButton=true&useSendCryptoCallback=false&swapAmount=007&swapAsset=ETH_*,BTC_BTC&variant=mobile&paymentMethodType=PISP&sdkType=WEB&useSendCryptoCallbackVersion=1#frag`,
    )
    expect(parsed).toEqual({
      config: {
        url: 'http://localhost:8787/widget/?env=1#frag',
        hostApiKey: KEY,
        enabledFlows: ['ONRAMP', 'OFFRAMP'],
        defaultFlow: 'OFFRAMP',
        fiatValue: 1e-7,
        hideExitButton: true,
        useSendCryptoCallback: false,
        swapAmount: '007',
        swapAsset: 'ETH_*,BTC_BTC',
        variant: 'mobile',
        paymentMethodType: 'AUTO_BANK_TRANSFER',
      },
      extra: { sdkType: 'WEB', useSendCryptoCallbackVersion: 1 },
    })
  })

  it('accepts a URL object and leaves non-widget parameters (url, containerNode included) in config.url', () => {
    expect(parseWidgetUrl(new URL('https://w.example/?url=x&containerNode=y')).config).toEqual({
      url: 'https://w.example/?url=x&containerNode=y',
    })
  })

  it.each([
    ['fiatValue=abc', 'fiatValue must be a decimal number (got "abc").'],
    ['fiatValue=', 'fiatValue must be a decimal number (got "").'],
    ['fiatValue=0x10', 'fiatValue must be a decimal number (got "0x10").'],
    ['fiatValue=Infinity', 'fiatValue must be a decimal number (got "Infinity").'],
    ['hideExitButton=1', "hideExitButton must be 'true' or 'false' (got \"1\")."],
    [
      'enabledFlows=ONRAMP,BUY',
      "enabledFlows must be a comma-separated list of 'ONRAMP' and 'OFFRAMP' (got \"ONRAMP,BUY\").",
    ],
    ['variant=overlay', 'variant is not a widget variant (got "overlay").'],
    ['paymentMethodType=VISA', 'paymentMethodType is not a payment method (got "VISA").'],
    ['defaultFlow=BUY', "defaultFlow must be 'ONRAMP' or 'OFFRAMP' (got \"BUY\")."],
    [
      'useSendCryptoCallbackVersion=v1',
      'useSendCryptoCallbackVersion must be a whole number (got "v1").',
    ],
    ['variant=mobile&variant=desktop', 'variant appears 2 times in the widget URL; expected once.'],
  ])('%s is a WidgetConfigError', (search, message) => {
    const run = () => parseWidgetUrl(`https://w.example/?${search}`)
    expect(run).toThrow(WidgetConfigError)
    try {
      run()
    } catch (error) {
      expect((error as WidgetConfigError).issues[0]!.message).toBe(message)
    }
  })

  it('a repeated hostApiKey is reported without its values', () => {
    try {
      parseWidgetUrl(`https://w.example/?hostApiKey=${KEY}&hostApiKey=${KEY}2&variant=${KEY}`)
      throw new Error('expected a throw')
    } catch (error) {
      expect((error as Error).message).toMatch(/hostApiKey appears 2 times/)
      expect((error as Error).message).not.toContain(KEY)
    }
  })

  it('a relative or garbage address is a WidgetConfigError', () => {
    expect(() => parseWidgetUrl('/widget?x=1')).toThrow(/must be an absolute URL/)
    expect(() => parseWidgetUrl(null as never)).toThrow(WidgetConfigError)
  })

  it('throws nothing but WidgetConfigError for any text (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()),
        (text) => {
          try {
            parseWidgetUrl(text)
          } catch (error) {
            expect(error).toBeInstanceOf(WidgetConfigError)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })
})
