import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOverlayVariant, readWidgetConfig, usesSendCrypto } from './readWidgetConfig.js'

const REQUIRED = { hostAppName: 'Demo', hostLogoUrl: 'https://example.com/l.svg', hostApiKey: 'k' }
const read = (params: Record<string, string>) =>
  readWidgetConfig(`?${new URLSearchParams({ ...REQUIRED, ...params })}`)

describe('readWidgetConfig', () => {
  it('applies the widget defaults: on-ramp only, variant auto, no callback, closeable, exit button shown', () => {
    const { config, problems } = read({})
    expect(problems).toEqual([])
    expect(config).toEqual({
      ...REQUIRED,
      enabledFlows: ['ONRAMP'],
      defaultFlow: 'ONRAMP',
      useSendCryptoCallback: false,
      hideExitButton: false,
      closeable: true,
      variant: 'auto',
    })
  })

  it('reads every parameter as buildWidgetUrl encodes it', () => {
    const { config, problems } = read({
      swapAsset: 'ETH_ETH,MATIC_*',
      offrampAsset: 'ETH_USDC',
      swapAmount: '1000000000000000000',
      fiatCurrency: 'EUR',
      fiatValue: '49.5',
      enabledFlows: 'OFFRAMP,ONRAMP',
      userAddress: '0xabc',
      userEmailAddress: 'a+b@example.com',
      selectedCountryCode: 'DE',
      defaultAsset: 'ETH_ETH',
      webhookStatusUrl: 'https://host.example/hook?a=1&b=2',
      offrampWebhookV3Url: 'https://host.example/sales#frag',
      finalUrl: 'https://host.example/done?x=ü&y=#z',
      useSendCryptoCallback: 'true',
      variant: 'hosted',
      paymentMethodType: 'CARD_PAYMENT',
      hideExitButton: 'true',
      sdkType: 'WEB',
      sdkVersion: '1.2.3',
      widgetInstanceId: 'abc123',
      hostUrl: 'https://host.example',
      useSendCryptoCallbackVersion: '1',
    })
    expect(problems).toEqual([])
    expect(config).toMatchObject({
      swapAsset: 'ETH_ETH,MATIC_*',
      fiatValue: 49.5,
      enabledFlows: ['OFFRAMP', 'ONRAMP'],
      defaultFlow: 'OFFRAMP',
      userEmailAddress: 'a+b@example.com',
      webhookStatusUrl: 'https://host.example/hook?a=1&b=2',
      finalUrl: 'https://host.example/done?x=ü&y=#z',
      useSendCryptoCallback: true,
      hideExitButton: true,
      widgetInstanceId: 'abc123',
      hostOrigin: 'https://host.example',
      useSendCryptoCallbackVersion: 1,
    })
  })

  it('opens defaultFlow first when it is enabled', () => {
    expect(
      read({ enabledFlows: 'ONRAMP,OFFRAMP', defaultFlow: 'OFFRAMP' }).config.defaultFlow,
    ).toBe('OFFRAMP')
    expect(read({ enabledFlows: 'ONRAMP,OFFRAMP' }).config.defaultFlow).toBe('ONRAMP')
  })

  it('is lenient like the production widget: a defaultFlow not enabled opens the first enabled flow, flows in any case', () => {
    expect(read({ defaultFlow: 'OFFRAMP' })).toMatchObject({
      problems: [],
      config: { enabledFlows: ['ONRAMP'], defaultFlow: 'ONRAMP' },
    })
    expect(read({ enabledFlows: 'offramp', defaultFlow: 'onramp' })).toMatchObject({
      problems: [],
      config: { enabledFlows: ['OFFRAMP'], defaultFlow: 'OFFRAMP' },
    })
    expect(
      read({ enabledFlows: 'ONRAMP, OFFRAMP', defaultFlow: 'Offramp' }).config.defaultFlow,
    ).toBe('OFFRAMP')
  })

  it('keeps bare symbols and lower-case currencies for the widget to resolve, without a problem', () => {
    const { config, problems } = read({
      swapAsset: 'ETH',
      defaultAsset: 'usdc',
      fiatCurrency: 'eur',
    })
    expect(problems).toEqual([])
    expect(config).toMatchObject({ swapAsset: 'ETH', defaultAsset: 'usdc', fiatCurrency: 'eur' })
  })

  it('reads closeable (absent = closeable) and ignores credentialless and other protocol fields', () => {
    expect(read({ closeable: 'false' }).config.closeable).toBe(false)
    expect(read({ closeable: 'true' }).config.closeable).toBe(true)
    const { config, problems } = read({
      credentialless: 'true',
      sdkType: 'WEB',
      sdkVersion: '6.2.0',
    })
    expect(problems).toEqual([])
    expect(config.closeable).toBe(true)
    expect(Object.keys(config)).not.toContain('credentialless')
  })

  it.each(['hosted', 'hosted-mobile', 'hosted-desktop', 'hosted-auto', 'embedded-desktop'])(
    'accepts variant %s',
    (variant) => {
      expect(read({ variant })).toMatchObject({ problems: [], config: { variant } })
      expect(isOverlayVariant(variant)).toBe(false)
    },
  )

  it('offers the send-crypto button for useSendCryptoCallbackVersion=1, with or without the flag', () => {
    const uses = (params: Record<string, string>) => usesSendCrypto(read(params).config)
    expect(uses({ useSendCryptoCallbackVersion: '1' })).toBe(true)
    expect(uses({ useSendCryptoCallbackVersion: '1', useSendCryptoCallback: 'true' })).toBe(true)
    expect(uses({ useSendCryptoCallback: 'true' })).toBe(true)
    expect(uses({ useSendCryptoCallbackVersion: '2', useSendCryptoCallback: 'true' })).toBe(false)
    expect(uses({})).toBe(false)
  })

  it('maps deprecated payment method names as the widget does', () => {
    expect(read({ paymentMethodType: 'SEPA' }).config.paymentMethodType).toBe(
      'MANUAL_BANK_TRANSFER',
    )
    expect(read({ paymentMethodType: 'OPEN_BANKING' }).config.paymentMethodType).toBe(
      'AUTO_BANK_TRANSFER',
    )
  })

  it('reduces hostUrl to its origin', () => {
    expect(read({ hostUrl: 'http://127.0.0.1:5173/path?q' }).config.hostOrigin).toBe(
      'http://127.0.0.1:5173',
    )
  })

  it.each([
    [{ hostApiKey: '' }, 'hostApiKey is required'],
    [{ hostAppName: '  ' }, 'hostAppName is required'],
    [{ enabledFlows: 'ONRAMP,SWAP' }, 'enabledFlows must list ONRAMP and/or OFFRAMP'],
    [{ defaultFlow: 'BUY' }, 'defaultFlow must be ONRAMP or OFFRAMP'],
    [{ fiatValue: 'abc' }, 'fiatValue must be a positive number'],
    [{ fiatValue: '-5' }, 'fiatValue must be a positive number'],
    [{ swapAmount: '1.5' }, 'swapAmount must be an integer amount in base units'],
    [{ hostUrl: 'not a url' }, 'hostUrl must be the absolute origin of the host page'],
    [{ hostUrl: 'data:text/html,x' }, 'hostUrl must be the absolute origin of the host page'],
  ])('reports %j', (params, problem) => {
    expect(read(params as Record<string, string>).problems).toEqual([problem])
  })

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const { config, problems } = readWidgetConfig(search)
        expect(Array.isArray(problems)).toBe(true)
        expect(config.enabledFlows.length).toBeGreaterThan(0)
      }),
      { numRuns: 300 },
    )
  })
})
