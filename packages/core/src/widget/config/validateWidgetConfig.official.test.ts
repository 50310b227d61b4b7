// @vitest-environment jsdom
// Never refuse what the official SDK accepts: every configuration of values its config type
// (@ramp-network/ramp-instant-sdk 6.2, IHostConfig) allows that breaks no rule spec 2.11 states
// passes validateWidgetConfig (warnings allowed), and each stated rule still rejects.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { propertyRuns } from '../../../../../tooling/propertyRuns.mjs'
import { buildWidgetUrl } from '../url/buildWidgetUrl.js'
import { validated } from './testkit.js'
import type { WidgetConfig } from './types.js'
import { validateWidgetConfig } from './validateWidgetConfig.js'

type Config = Record<string, unknown>

const RUNS = { numRuns: propertyRuns(400) }

/** Any text, broken UTF-16 included, but not blank (blank required fields break a rule). */
const anyText = fc.string({ unit: 'binary', maxLength: 24 })
const someText = anyText.filter((text) => text.trim() !== '')
const flow = fc.constantFrom('ONRAMP' as const, 'OFFRAMP' as const)
/** The official SDK's `AllWidgetVariants`. */
const OFFICIAL_VARIANTS = [
  'desktop',
  'mobile',
  'hosted-desktop',
  'hosted-mobile',
  'webview-desktop',
  'webview-mobile',
  'hosted-auto',
  'auto',
  'embedded-desktop',
  'embedded-mobile',
] as const
/** The official `PaymentMethodType` enum but SOFORT, which spec 2.11 does not list (see below). */
const OFFICIAL_METHODS = ['SEPA', 'CARD', 'APPLEPAY', 'GOOGLEPAY', 'PISP', 'PIX'] as const
const httpUrl = fc.webUrl({ withQueryParameters: true, withFragments: true })
const decimal = fc
  .tuple(fc.nat({ max: 1_000_000 }), fc.nat({ max: 99 }))
  .map(([units, cents]) => `${units}.${String(cents).padStart(2, '0')}`)

/**
 * A configuration the official SDK's type allows and that breaks no stated rule: the stated
 * rules are built in as preconditions (required fields; containerNode with embedded variants;
 * fiatValue with fiatCurrency; finalUrl hosted and on-ramp; off-ramp-only fields with the
 * off-ramp flow; paymentMethodType with the on-ramp flow; swapAmount digits; two-letter
 * countries), everything else is free.
 */
const officialConfig: fc.Arbitrary<Config> = fc
  .record({
    variant: fc.option(fc.constantFrom(...OFFICIAL_VARIANTS), { nil: undefined }),
    enabledFlows: fc.option(fc.array(flow, { maxLength: 3 }), { nil: undefined }),
  })
  .chain(({ variant, enabledFlows }) => {
    const flows = enabledFlows?.length ? enabledFlows : ['ONRAMP']
    const on = flows.includes('ONRAMP')
    const off = flows.includes('OFFRAMP')
    const embedded = variant?.startsWith('embedded') ?? false
    const hostedish = variant === undefined || !/^(desktop|mobile|embedded-)/.test(variant)
    const opt = <T>(arb: fc.Arbitrary<T>, allowed = true) =>
      allowed ? fc.option(arb, { nil: undefined }) : fc.constant(undefined)
    return fc
      .record({
        hostAppName: someText,
        hostLogoUrl: someText,
        hostApiKey: someText,
        swapAsset: opt(anyText),
        offrampAsset: opt(anyText, off),
        swapAmount: opt(fc.stringMatching(/^\d{1,90}$/)),
        fiatCurrency: opt(someText),
        fiatValue: opt(decimal),
        userAddress: opt(anyText),
        userEmailAddress: opt(anyText),
        pathname: opt(anyText),
        variant: fc.constant(variant),
        webhookStatusUrl: opt(anyText),
        finalUrl: opt(anyText, on && hostedish),
        containerNode: embedded
          ? fc.constant(document.createElement('div'))
          : opt(fc.constant(document.createElement('div'))),
        selectedCountryCode: opt(fc.stringMatching(/^[A-Za-z]{2}$/)),
        defaultAsset: opt(anyText),
        defaultFlow: opt(flow),
        enabledFlows: fc.constant(enabledFlows),
        offrampWebhookV3Url: opt(anyText),
        useSendCryptoCallback: off ? opt(fc.boolean()) : opt(fc.constant(false)),
        paymentMethodType: opt(fc.constantFrom(...OFFICIAL_METHODS), on),
        hideExitButton: opt(fc.boolean()),
        closeable: opt(fc.boolean()),
        credentialless: opt(fc.boolean()),
        url: opt(httpUrl),
      })
      .map((config) => {
        // fiatValue needs fiatCurrency (stated); the official type allows the pair.
        if (config.fiatValue !== undefined && config.fiatCurrency === undefined) {
          config.fiatCurrency = 'EUR'
        }
        return Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined))
      })
  })

describe('what the official SDK accepts', () => {
  it('passes validateWidgetConfig when it breaks no rule spec 2.11 states (property)', () => {
    fc.assert(
      fc.property(officialConfig, (config) => {
        validated(config)
      }),
      RUNS,
    )
  })

  it.each<[string, Config]>([
    ['a bare symbol', { swapAsset: 'ETH' }],
    ['a bare symbol in a list', { swapAsset: 'ETH,MATIC_*' }],
    ['a bare defaultAsset', { defaultAsset: 'ETH' }],
    ['a lower-case currency', { fiatCurrency: 'eur' }],
    ['defaultFlow OFFRAMP without enabledFlows', { defaultFlow: 'OFFRAMP' }],
    ['a defaultAsset outside the list', { swapAsset: 'ETH_ETH', defaultAsset: 'BTC_BTC' }],
    ['a relative logo', { hostLogoUrl: '/logo.png' }],
    ['variant hosted-desktop', { variant: 'hosted-desktop' }],
    ['variant hosted-auto', { variant: 'hosted-auto' }],
    ['closeable', { closeable: false }],
    ['credentialless', { credentialless: true }],
    ['pathname', { pathname: '/sell' }],
    ['fiatValue as the official string type', { fiatCurrency: 'EUR', fiatValue: '100' }],
  ])('accepts %s, with at most warnings', (_, fields) => {
    validated({
      hostAppName: 'App',
      hostLogoUrl: 'https://example.com/logo.png',
      hostApiKey: 'pk_test',
      ...fields,
    })
  })

  it('buildWidgetUrl takes finalUrl without a variant: building a hosted URL is hosted integration', () => {
    const url = buildWidgetUrl({
      hostAppName: 'App',
      hostLogoUrl: 'https://example.com/logo.png',
      hostApiKey: 'pk_test',
      finalUrl: 'https://example.com/done',
    })
    expect(new URL(url).searchParams.get('finalUrl')).toBe('https://example.com/done')
  })
})

/** Each rule spec 2.11 states, as a change that breaks it, and where the issue is reported. */
const STATED_RULES: [string, (config: Config) => Config, string][] = [
  ['hostAppName is required', ({ hostAppName: _, ...rest }) => rest, 'hostAppName'],
  ['hostLogoUrl is required', ({ hostLogoUrl: _, ...rest }) => rest, 'hostLogoUrl'],
  ['hostApiKey is required', ({ hostApiKey: _, ...rest }) => rest, 'hostApiKey'],
  ['variant is one of the listed', (c) => ({ ...c, variant: 'overlay' }), 'variant'],
  [
    'embedded variants need containerNode',
    ({ containerNode: _, ...c }) => ({ ...c, variant: 'embedded-mobile' }),
    'containerNode',
  ],
  [
    'fiatValue needs fiatCurrency',
    ({ fiatCurrency: _, ...c }) => ({ ...c, fiatValue: 50 }),
    'fiatValue',
  ],
  ['enabledFlows values', (c) => ({ ...c, enabledFlows: ['BUY'] }), 'enabledFlows[0]'],
  ['defaultFlow values', (c) => ({ ...c, defaultFlow: 'SELL' }), 'defaultFlow'],
  [
    'finalUrl is for hosted integration',
    (c) => ({ ...c, variant: 'desktop', finalUrl: 'https://x.example/done' }),
    'finalUrl',
  ],
  [
    'finalUrl is for the on-ramp flow',
    (c) => ({ ...c, variant: 'hosted', enabledFlows: ['OFFRAMP'], finalUrl: 'https://x.example' }),
    'finalUrl',
  ],
  [
    'useSendCryptoCallback is off-ramp only',
    (c) => ({ ...c, enabledFlows: ['ONRAMP'], useSendCryptoCallback: true }),
    'useSendCryptoCallback',
  ],
  [
    'offrampAsset is off-ramp only',
    (c) => ({ ...c, enabledFlows: ['ONRAMP'], offrampAsset: 'ETH_USDC' }),
    'offrampAsset',
  ],
  [
    'paymentMethodType is on-ramp only',
    (c) => ({ ...c, enabledFlows: ['OFFRAMP'], paymentMethodType: 'CARD_PAYMENT' }),
    'paymentMethodType',
  ],
  [
    'paymentMethodType takes current or deprecated values (the official SOFORT is neither)',
    (c) => ({ ...c, paymentMethodType: 'SOFORT' }),
    'paymentMethodType',
  ],
  ['swapAmount is an integer in base units', (c) => ({ ...c, swapAmount: '1.5' }), 'swapAmount'],
  ['swapAmount loses no precision', (c) => ({ ...c, swapAmount: 1e21 }), 'swapAmount'],
  [
    'selectedCountryCode has two letters',
    (c) => ({ ...c, selectedCountryCode: 'GBR' }),
    'selectedCountryCode',
  ],
  ['booleans are booleans', (c) => ({ ...c, hideExitButton: 'true' }), 'hideExitButton'],
  ['strings are strings', (c) => ({ ...c, userAddress: 42 }), 'userAddress'],
]

describe('each rule spec 2.11 states', () => {
  it.each(STATED_RULES)(
    '%s: breaking it is an issue at its path (property)',
    (_, breakRule, path) => {
      fc.assert(
        fc.property(officialConfig, (config) => {
          const result = validateWidgetConfig(breakRule(config) as unknown as WidgetConfig)
          expect(result.ok).toBe(false)
          if (!result.ok) expect(result.issues.map((issue) => issue.path)).toContain(path)
        }),
        // 20 rules, each over configurations of ~25 fields (a web URL among them): the file's cost.
        { numRuns: propertyRuns(100) },
      )
    },
  )
})
