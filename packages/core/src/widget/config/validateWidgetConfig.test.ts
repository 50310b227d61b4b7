import { describe, expect, it } from 'vitest'
import { PRODUCTION_WIDGET_URL, WIDGET_CONFIG_KEYS } from './constants.js'
import { BASE, KEY } from './testkit.js'
import { validateWidgetConfig, validateWidgetConfigOrThrow } from './validateWidgetConfig.js'
import { WidgetConfigError } from './WidgetConfigError.js'

describe('validateWidgetConfig', () => {
  it('normalises a full configuration', () => {
    const full = {
      ...BASE,
      swapAsset: ' ETH_*, BTC_BTC ',
      offrampAsset: 'ETH_USDC',
      swapAmount: 1500000000000000000n,
      fiatCurrency: 'EUR',
      fiatValue: 100,
      enabledFlows: ['ONRAMP', 'OFFRAMP'],
      defaultFlow: 'OFFRAMP',
      userAddress: '0xabc',
      userEmailAddress: 'a@b.co',
      selectedCountryCode: 'PT',
      defaultAsset: 'ETH_USDC',
      url: 'http://localhost:8787/widget/',
      webhookStatusUrl: 'http://localhost:8788/purchases',
      offrampWebhookV3Url: 'http://localhost:8788/sales',
      finalUrl: 'https://host.example/done',
      useSendCryptoCallback: true,
      variant: 'hosted',
      paymentMethodType: 'APPLEPAY',
      hideExitButton: false,
    }
    expect(validateWidgetConfig(full)).toEqual({
      ok: true,
      // Every field kept as given but these three.
      config: {
        ...full,
        swapAsset: 'ETH_*,BTC_BTC',
        swapAmount: '1500000000000000000',
        paymentMethodType: 'APPLE_PAY',
      },
      warnings: [
        { path: 'paymentMethodType', message: expect.stringContaining("'APPLEPAY' is deprecated") },
      ],
    })
  })

  it('fills the defaults the brief promises: url and variant; keys in spec order', () => {
    const result = validateWidgetConfig({
      hostApiKey: KEY,
      hostAppName: 'a',
      hostLogoUrl: 'https://e.x/l',
    })
    if (!result.ok) throw new Error('expected ok')
    expect(result.config.url).toBe(PRODUCTION_WIDGET_URL)
    expect(result.config.variant).toBe('auto')
    const order = Object.keys(result.config).map((key) => WIDGET_CONFIG_KEYS.indexOf(key as never))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('returns every issue at once, and the warnings too', () => {
    const result = validateWidgetConfig({
      hostAppName: '',
      hostLogoUrl: 'logo.png',
      hostApiKey: KEY,
      swapAmount: -1,
      fiatValue: 5,
      enabledFlows: [],
      variant: 'embedded-desktop',
      colour: 'red',
    })
    if (result.ok) throw new Error('expected issues')
    expect(result.issues.map((issue) => issue.path)).toEqual([
      'hostAppName',
      'containerNode',
      'swapAmount',
      'fiatValue',
    ])
    expect(result.warnings.map((warning) => warning.path)).toEqual([
      'hostLogoUrl',
      'enabledFlows',
      'colour',
    ])
  })

  it('does not mutate its input and shares no arrays with it', () => {
    const input = { ...BASE, enabledFlows: ['ONRAMP' as const], paymentMethodType: 'SEPA' as const }
    const snapshot = structuredClone(input)
    const result = validateWidgetConfig(input)
    expect(input).toEqual(snapshot)
    if (!result.ok) throw new Error('expected ok')
    expect(result.config.enabledFlows).not.toBe(input.enabledFlows)
  })

  it('an already validated config validates to itself without warnings', () => {
    const first = validateWidgetConfigOrThrow({
      ...BASE,
      paymentMethodType: 'SEPA',
      swapAmount: 5,
      url: 'https://w.example?a=1',
    })
    expect(validateWidgetConfig(first)).toEqual({ ok: true, config: first, warnings: [] })
  })
})

describe('validateWidgetConfigOrThrow', () => {
  it('returns the config when valid', () => {
    expect(validateWidgetConfigOrThrow(BASE)).toMatchObject(BASE)
  })

  it('throws a WidgetConfigError listing every issue', () => {
    const run = () => validateWidgetConfigOrThrow({ hostApiKey: KEY, variant: 'x' })
    expect(run).toThrow(WidgetConfigError)
    try {
      run()
    } catch (error) {
      const e = error as WidgetConfigError
      expect(e.issues.map((issue) => issue.path)).toEqual(['hostAppName', 'hostLogoUrl', 'variant'])
      expect(e.message).toBe(
        [
          'Invalid widget configuration (3 issues):',
          '- hostAppName: hostAppName is required.',
          '- hostLogoUrl: hostLogoUrl is required.',
          `- variant: ${e.issues[2]!.message}`,
        ].join('\n'),
      )
    }
  })
})
