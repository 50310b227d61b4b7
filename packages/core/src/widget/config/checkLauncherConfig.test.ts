import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { widgetQueryEntries } from '../url/widgetUrlParams.js'
import { widgetBaseUrl, writeWidgetUrl } from '../url/writeWidgetUrl.js'
import { checkLauncherConfig, WIDGET_CONFIG_DOCS } from './checkLauncherConfig.js'
import { WIDGET_VARIANTS } from './constants.js'
import { BASE, KEY } from './testkit.js'
import { checkWidgetConfig } from './validateWidgetConfig.js'
import { WidgetConfigError } from './WidgetConfigError.js'

const element = { nodeType: 1, appendChild: () => null }

/** The issues `checkLauncherConfig(input)` throws. */
function issuesOf(input: unknown) {
  try {
    checkLauncherConfig(input)
  } catch (error) {
    expect(error).toBeInstanceOf(WidgetConfigError)
    return (error as WidgetConfigError).issues
  }
  throw new Error('expected a WidgetConfigError')
}

describe('checkLauncherConfig (the production launcher)', () => {
  it('accepts a minimal configuration: variant auto, the production widget', () => {
    const { config, given } = checkLauncherConfig({ ...BASE })
    expect(config.variant).toBe('auto')
    expect(config.url).toBe('https://app.rampnetwork.com/')
    expect([...given.keys()]).toEqual(['hostAppName', 'hostLogoUrl', 'hostApiKey'])
  })

  it('names each issue by path and a stable code with its docs anchor', () => {
    const issues = issuesOf({ hostAppName: ' ', hostLogoUrl: 3 })
    expect(issues.map(({ path, code }) => [path, code])).toEqual([
      ['hostAppName', 'WIDGET_FIELD_REQUIRED'],
      ['hostLogoUrl', 'WIDGET_FIELD_REQUIRED'],
      ['hostApiKey', 'WIDGET_FIELD_REQUIRED'],
    ])
    expect(issues[0]!.message).toBe(
      `WIDGET_FIELD_REQUIRED, see ${WIDGET_CONFIG_DOCS}#widget_field_required`,
    )
  })

  it.each([
    [{ variant: 'popup' }, 'variant', 'WIDGET_VARIANT_UNKNOWN'],
    [{ variant: 'webview-mobile' }, 'variant', 'WIDGET_VARIANT_WEBVIEW'],
    [{ variant: 'embedded-desktop' }, 'containerNode', 'WIDGET_CONTAINER_REQUIRED'],
    [
      { variant: 'embedded-mobile', containerNode: '#app' },
      'containerNode',
      'WIDGET_CONTAINER_REQUIRED',
    ],
    [{ url: 'javascript:alert(1)' }, 'url', 'WIDGET_URL_NOT_HTTP'],
    [{ url: 42 }, 'url', 'WIDGET_URL_NOT_HTTP'],
  ])('refuses %j at %s (%s)', (fields, path, code) => {
    expect(issuesOf({ ...BASE, ...fields }).map((issue) => [issue.path, issue.code])).toEqual([
      [path, code],
    ])
  })

  it('refuses what is not an object, or cannot be read, without throwing anything else', () => {
    for (const input of [null, undefined, 'config', 3]) {
      expect(issuesOf(input)[0]!.code).toBe('WIDGET_CONFIG_NOT_OBJECT')
    }
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error(KEY)
        },
      },
    )
    const issues = issuesOf(hostile)
    expect(issues[0]!.code).toBe('WIDGET_CONFIG_NOT_OBJECT')
    expect(JSON.stringify(issues)).not.toContain(KEY)
  })

  it('copies a hostile "__proto__" key as data: no prototype changes, nothing polluted', () => {
    const input = JSON.parse(
      `{"__proto__": {"polluted": true}, "hostAppName": "Demo", "hostLogoUrl": "https://example.com/l.svg", "hostApiKey": "${KEY}"}`,
    )
    const { config, given } = checkLauncherConfig(input)
    expect(Object.getPrototypeOf(config)).toBe(Object.prototype)
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    expect([...given.keys()]).toEqual(['hostAppName', 'hostLogoUrl', 'hostApiKey'])
  })

  it('leaves the rest to development: what only the full rule set refuses passes', () => {
    // fiatValue without fiatCurrency, a lower-case country: issues in development only.
    expect(() =>
      checkLauncherConfig({ ...BASE, fiatValue: 10, selectedCountryCode: 'usa' }),
    ).not.toThrow()
  })

  it('gives the widget URL what development gives it, for any configuration development accepts', () => {
    const text = fc.string({ maxLength: 8 })
    const config = fc.record(
      {
        variant: fc.constantFrom(...WIDGET_VARIANTS.filter((v) => !v.startsWith('webview'))),
        url: fc.constantFrom(
          'https://app.demo.rampnetwork.com',
          'http://127.0.0.1:8080/widget/?a=1&hostApiKey=stale&b=%20',
          ' https://example.com/x#frag ',
          '',
          '  ',
        ),
        pathname: text,
        swapAsset: fc.constantFrom('ETH_ETH', 'ETH_*,BTC_BTC', ''),
        userAddress: text,
        closeable: fc.boolean(),
        credentialless: fc.boolean(),
        enabledFlows: fc.constantFrom(['ONRAMP'], ['ONRAMP', 'OFFRAMP']),
        partnerId: fc.oneof(text, fc.integer(), fc.boolean()),
        widgetInstanceId: text,
      },
      { requiredKeys: ['variant'] },
    )
    fc.assert(
      fc.property(config, fc.boolean(), (fields, reversed) => {
        const entries = Object.entries({ ...fields, containerNode: element, ...BASE })
        const input = Object.fromEntries(reversed ? entries.reverse() : entries)
        if (!input.variant?.toString().startsWith('embedded')) delete input.containerNode
        let development: ReturnType<typeof checkWidgetConfig>
        try {
          development = checkWidgetConfig(input, 'launcher')
        } catch {
          return // what development refuses is not compared
        }
        const production = checkLauncherConfig(input)
        // The query the launcher writes from them, and the address it writes it over.
        expect(widgetQueryEntries(production.given)).toEqual(widgetQueryEntries(development.given))
        const address = ({ config }: typeof production) =>
          writeWidgetUrl(widgetBaseUrl(config.url, config.pathname), [])
        expect(address(production)).toBe(address(development))
        for (const key of ['variant', 'closeable', 'credentialless', 'hostAppName'] as const) {
          expect(production.config[key]).toEqual(development.config[key])
        }
        expect(production.config.pathname?.trim() || '').toBe(
          development.config.pathname?.trim() || '',
        )
      }),
      { numRuns: 300 },
    )
  })
})
