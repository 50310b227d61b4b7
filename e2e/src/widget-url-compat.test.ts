// The stand-in widget reads its configuration with its own lenient reader (part of its browser
// module, which imports core's constants). It must read exactly what buildWidgetUrl writes,
// including what core only warns about (bare symbols, lower-case currencies).
import { buildWidgetUrl, type WidgetConfig } from '@rampkit/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readWidgetConfig } from '../../packages/sandbox/src/widget/client/readWidgetConfig.js'

const text = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s !== '')
const url = fc.constantFrom(
  'https://host.example/a?b=1&c=%26#frag',
  'https://host.example/ünï/?q=a+b',
  'http://127.0.0.1:5173/done#x&y',
)

const variant = fc.constantFrom('hosted', 'hosted-desktop', 'hosted-auto', 'hosted-mobile')

const config = fc.record(
  {
    hostAppName: text,
    hostApiKey: text,
    swapAsset: fc.constantFrom('ETH_ETH', 'ETH_USDC,MATIC_*', 'BTC_*', 'ETH', 'USDC,BTC_BTC'),
    fiatCurrency: fc.constantFrom('EUR', 'USD', 'BRL', 'eur'),
    fiatValue: fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100),
    swapAmount: fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
    userAddress: text,
    userEmailAddress: fc.constantFrom('a+b@example.com', 'ü@example.com'),
    selectedCountryCode: fc.constantFrom('DE', 'br'),
    webhookStatusUrl: url,
    finalUrl: url,
    hideExitButton: fc.boolean(),
    closeable: fc.boolean(),
    paymentMethodType: fc.constantFrom('CARD_PAYMENT', 'SEPA', 'PIX'),
  },
  { requiredKeys: ['hostAppName', 'hostApiKey', 'fiatCurrency'] },
)

describe('buildWidgetUrl → stand-in widget', () => {
  it('every value comes back as written, however it had to be encoded', () => {
    fc.assert(
      fc.property(config, fc.boolean(), variant, (fields, both, variant) => {
        const input: WidgetConfig = {
          hostLogoUrl: 'https://host.example/logo.svg?x=1&y=2',
          variant,
          ...(both ? { enabledFlows: ['OFFRAMP', 'ONRAMP'] } : {}),
          ...fields,
        }
        const built = buildWidgetUrl(input, {
          widgetInstanceId: 'abc',
          hostUrl: 'http://127.0.0.1:5173',
          sdkType: 'WEB',
          sdkVersion: '1.0.0',
        })
        const { config: read, problems } = readWidgetConfig(new URL(built).search)
        expect(problems).toEqual([])
        const mapped = { SEPA: 'MANUAL_BANK_TRANSFER' } as Record<string, string>
        const expected: Record<string, unknown> = {
          ...fields,
          hostLogoUrl: input.hostLogoUrl,
          variant,
        }
        if (fields.paymentMethodType)
          expected.paymentMethodType = mapped[fields.paymentMethodType] ?? fields.paymentMethodType
        for (const [key, value] of Object.entries(expected)) {
          expect(read[key as keyof typeof read], key).toEqual(value)
        }
        expect(read.enabledFlows).toEqual(both ? ['OFFRAMP', 'ONRAMP'] : ['ONRAMP'])
        // Without defaultFlow, the first enabled flow opens.
        expect(read.defaultFlow).toBe(both ? 'OFFRAMP' : 'ONRAMP')
        expect(read.widgetInstanceId).toBe('abc')
        expect(read.hostOrigin).toBe('http://127.0.0.1:5173')
        // Without closeable in the URL, the widget may be closed.
        expect(read.closeable).toBe(fields.closeable ?? true)
      }),
      { numRuns: 200 },
    )
  })
})
