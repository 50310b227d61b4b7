import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { propertyRuns } from '../../../../../tooling/propertyRuns.mjs'
import {
  DEPRECATED_PAYMENT_METHODS,
  WIDGET_PAYMENT_METHODS,
  WIDGET_VARIANTS,
} from '../config/constants.js'
import { validated } from '../config/testkit.js'
import type { WidgetConfig, WidgetFlow, WidgetUrlExtra } from '../config/types.js'
import {
  validateWidgetConfig,
  validateWidgetConfigOrThrow,
} from '../config/validateWidgetConfig.js'
import { isHostedVariant } from '../config/variants.js'
import { buildWidgetUrl } from './buildWidgetUrl.js'
import { parseWidgetUrl } from './parseWidgetUrl.js'

// 1,000 configurations per property (200 in `pnpm test:fast`, where this file was the longest).
const RUNS = { numRuns: propertyRuns(1000) }

// The characters that break hand-made query strings, plus anything at all (well-formed).
const nasty = fc.constantFrom(
  '#',
  '&',
  '=',
  '%',
  '+',
  ' ',
  ',',
  '?',
  '/',
  ';',
  '%20',
  '%2',
  '\n',
  '\0',
  'é',
  '🦊',
  '中',
)
const text = fc
  .array(fc.oneof(nasty, fc.string({ unit: 'grapheme', maxLength: 4 })), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join(''))
  .filter((value) => value.trim() !== '')

const chain = fc.constantFrom('ETH', 'MATIC', 'BTC', 'SOLANA', 'ARB1')
const symbol = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9.]{0,6}$/)
const assetId = fc.tuple(chain, symbol).map(([c, s]) => `${c}_${s}`)
const assetList = fc
  .array(
    fc.oneof(
      assetId,
      chain.map((c) => `${c}_*`),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((items) => items.join(','))

const httpUrl = fc
  .tuple(
    fc.constantFrom('http', 'https'),
    fc.constantFrom('example.com', 'localhost:8787', 'xn--bcher-kva.example'),
    text,
    text,
  )
  .map(([scheme, host, path, rest]) => `${scheme}://${host}/${path}${rest}`)

const widgetBase = fc
  .tuple(httpUrl, fc.array(fc.tuple(text, text), { maxLength: 3 }))
  .map(([base, pairs]) => {
    const url = new URL(base)
    for (const [name, value] of pairs) url.searchParams.append(name, value)
    return url.href
  })

const swapAmount = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
  fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String),
  fc.nat({ max: Number.MAX_SAFE_INTEGER }),
)

const flows = fc.constantFrom<WidgetFlow[]>(
  ['ONRAMP'],
  ['OFFRAMP'],
  ['ONRAMP', 'OFFRAMP'],
  ['OFFRAMP', 'ONRAMP'],
)
const fakeElement = { nodeType: 1, appendChild: () => null } as unknown as HTMLElement

/** Valid configurations: every rule's preconditions are built in, so none is filtered away. */
const validConfig: fc.Arbitrary<WidgetConfig> = fc
  .tuple(fc.option(flows, { nil: undefined }), fc.constantFrom(...WIDGET_VARIANTS))
  .chain(([enabledFlows, variant]) => {
    const on = (enabledFlows ?? ['ONRAMP']).includes('ONRAMP')
    const off = (enabledFlows ?? ['ONRAMP']).includes('OFFRAMP')
    const hosted = isHostedVariant(variant) || variant.startsWith('webview')
    const embedded = variant.startsWith('embedded')
    const opt = <T>(arb: fc.Arbitrary<T>, allowed = true) =>
      allowed ? fc.option(arb, { nil: undefined }) : fc.constant(undefined)
    return fc.record({
      hostLogoUrl: httpUrl,
      hostAppName: text,
      hostApiKey: text,
      swapAsset: opt(assetList),
      offrampAsset: opt(assetList, off),
      swapAmount: opt(swapAmount),
      fiatCurrency: fc.constantFrom('EUR', 'USD', 'BRL'),
      fiatValue: opt(fc.double({ min: Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true })),
      enabledFlows: fc.constant(enabledFlows),
      defaultFlow: opt(fc.constantFrom(...(enabledFlows ?? ['ONRAMP' as const]))),
      userAddress: opt(text),
      userEmailAddress: opt(fc.emailAddress()),
      selectedCountryCode: opt(fc.stringMatching(/^[A-Za-z]{2}$/)),
      url: opt(widgetBase),
      webhookStatusUrl: opt(httpUrl),
      offrampWebhookV3Url: opt(httpUrl),
      finalUrl: opt(httpUrl, hosted && on),
      useSendCryptoCallback: opt(fc.boolean(), off),
      variant: fc.constant(variant),
      paymentMethodType: opt(
        fc.constantFrom(
          ...WIDGET_PAYMENT_METHODS,
          ...(Object.keys(
            DEPRECATED_PAYMENT_METHODS,
          ) as (keyof typeof DEPRECATED_PAYMENT_METHODS)[]),
        ),
        on,
      ),
      containerNode: embedded ? fc.constant(fakeElement) : fc.constant(undefined),
      hideExitButton: opt(fc.boolean()),
      closeable: opt(fc.boolean()),
      credentialless: opt(fc.boolean()),
    })
  })
  .map(
    (config) =>
      Object.fromEntries(
        Object.entries(config).filter(([, v]) => v !== undefined),
      ) as unknown as WidgetConfig,
  )

const extra: fc.Arbitrary<WidgetUrlExtra> = fc.record(
  {
    sdkType: fc.constant('WEB'),
    sdkVersion: text,
    widgetInstanceId: text,
    hostUrl: httpUrl.map((url) => new URL(url).origin),
    useSendCryptoCallbackVersion: fc.integer({ min: 1, max: 9 }),
  },
  { requiredKeys: [] },
)

describe('buildWidgetUrl / parseWidgetUrl', () => {
  it('the generator only makes valid configurations', () => {
    fc.assert(
      fc.property(validConfig, (config) => {
        validated(config)
      }),
      RUNS,
    )
  })

  it('parse(build(config, extra)) gives back the validated config (without containerNode) and extra', () => {
    fc.assert(
      fc.property(validConfig, extra, (config, protocol) => {
        const { containerNode: _, ...expected } = validateWidgetConfigOrThrow(config)
        expect(parseWidgetUrl(buildWidgetUrl(config, protocol))).toEqual({
          config: expected,
          extra: protocol,
        })
      }),
      RUNS,
    )
  })

  it('string values survive exactly, whatever they contain', () => {
    fc.assert(
      fc.property(text, text, text, (name, key, address) => {
        const config = {
          hostLogoUrl: 'https://e.example/l',
          hostAppName: name,
          hostApiKey: key,
          userAddress: address,
        }
        const parsed = parseWidgetUrl(buildWidgetUrl(config)).config
        expect([parsed.hostAppName, parsed.hostApiKey, parsed.userAddress]).toEqual([
          name,
          key,
          address,
        ])
      }),
      RUNS,
    )
  })

  it('the URL is well-formed: the widget base, one value per parameter, no raw reserved characters in values', () => {
    fc.assert(
      fc.property(validConfig, extra, (config, protocol) => {
        const built = buildWidgetUrl(config, protocol)
        const url = new URL(built)
        const base = new URL(validateWidgetConfigOrThrow(config).url)
        expect(url.origin + url.pathname).toBe(base.origin + base.pathname)
        expect(url.hash).toBe(base.hash)
        const names = [...url.searchParams.keys()]
        const baseNames = [...base.searchParams.keys()]
        expect(names.slice(0, baseNames.length)).toEqual(baseNames)
        const added = names.slice(baseNames.length)
        expect(new Set(added).size).toBe(added.length)
        expect(added).not.toContain('containerNode')
        expect(added).not.toContain('url')
        expect(url.search).not.toMatch(/[#\s,]/)
      }),
      RUNS,
    )
  })

  it('what a URL carries validates again (outside the embedded variants, which need a live node)', () => {
    fc.assert(
      fc.property(
        validConfig.filter((config) => !config.variant?.startsWith('embedded')),
        (config) => {
          const validated = validateWidgetConfigOrThrow(config)
          expect(validateWidgetConfig(parseWidgetUrl(buildWidgetUrl(config)).config)).toEqual({
            ok: true,
            config: validated,
            warnings: expect.any(Array),
          })
        },
      ),
      RUNS,
    )
  })

  it('building from the validated config carries the same configuration (values may be written otherwise)', () => {
    fc.assert(
      fc.property(validConfig, (config) => {
        expect(parseWidgetUrl(buildWidgetUrl(validateWidgetConfigOrThrow(config)))).toEqual(
          parseWidgetUrl(buildWidgetUrl(config)),
        )
      }),
      RUNS,
    )
  })
})
