// @vitest-environment jsdom
// compat is as lenient as the official SDK 6.2: for every configuration the official SDK
// accepts, the constructor and show() throw exactly where the official ones do, and the widget
// URL carries the same parameters, in development and production builds. The browser test
// (e2e/src/compat-throws.test.ts) does the same in Chromium, with the built packages.
import { RampInstantSDK as OfficialSDK } from '@ramp-network/ramp-instant-sdk'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { propertyRuns } from '../../../../tooling/propertyRuns.mjs'
import { clearPage, KEY } from '../widget/mount/testing/harness.js'
import { RampInstantSDK } from './RampInstantSDK.js'
import { officialAcceptedConfig } from './testing/officialConfigs.js'
import { PASSED_ON_AS_GIVEN } from './warnAboutConfig.js'

type Outcome =
  | { threw: 'constructor' | 'show' }
  | { threw: false; params: [string, string][]; base: string }

const OWN_VALUES = ['widgetInstanceId', 'sdkVersion']

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  // The official SDK logs its own config errors.
  vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(console, 'group').mockImplementation(() => {})
  vi.spyOn(console, 'groupEnd').mockImplementation(() => {})
  vi.spyOn(window, 'open').mockImplementation(() => null)
  // jsdom has no matchMedia, which the official SDK needs for 'auto': a desktop viewport.
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media }))
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.head.replaceChildren()
  clearPage()
})

/** What one SDK does with `config`: where it threw, or the URL it showed, comparably. */
function outcome(Sdk: new (config: never) => unknown, json: Record<string, unknown>): Outcome {
  const config = { ...json }
  if (config.containerNode === true) {
    const container = document.createElement('div')
    document.body.append(container)
    config.containerNode = container
  }
  const open = vi.mocked(window.open)
  open.mockClear()
  let sdk: { show(): unknown; close(): unknown; domNodes?: { iframe: HTMLIFrameElement } }
  try {
    sdk = new Sdk(config as never) as typeof sdk
  } catch {
    return { threw: 'constructor' }
  }
  try {
    sdk.show()
  } catch {
    return { threw: 'show' }
  }
  const url = new URL(sdk.domNodes?.iframe.src ?? String(open.mock.calls[0]?.[0]))
  sdk.close()
  document.body.replaceChildren()
  const params = [...url.searchParams]
    .map(([key, value]): [string, string] => [key, OWN_VALUES.includes(key) ? '*' : value])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
  return { threw: false, params, base: `${url.origin}${url.pathname}` }
}

describe.each(['development', 'production'])('compat beside the official SDK, %s build', (mode) => {
  it('throws where the official SDK throws and writes the same URL (property)', () => {
    vi.stubEnv('NODE_ENV', mode)
    let shown = 0
    const numRuns = propertyRuns(300)
    fc.assert(
      fc.property(officialAcceptedConfig, (config) => {
        const official = outcome(OfficialSDK as never, config)
        const compat = outcome(RampInstantSDK as never, config)
        expect(compat).toEqual(official)
        if (!compat.threw) shown += 1
      }),
      { numRuns, seed: 19 },
    )
    // Most cases show a widget: the property is about showing, not about refusing.
    expect(shown).toBeGreaterThan((numRuns * 5) / 6)
  })

  it.each<[string, Record<string, unknown>]>([
    ['no hostApiKey and no url (the official unit test)', { hostAppName: 'App' }],
    ['swapAmount past 2^53', { hostApiKey: KEY, swapAmount: 2 ** 60 }],
    ["'true' for a boolean", { hostApiKey: KEY, hideExitButton: 'true' }],
    ['null values', { hostApiKey: KEY, userAddress: null, swapAsset: null }],
    ['finalUrl on an overlay', { hostApiKey: KEY, finalUrl: 'https://host.example/done' }],
    ['fiatValue without fiatCurrency', { hostApiKey: KEY, fiatValue: '100' }],
    ['an unknown variant', { hostApiKey: KEY, variant: 'hosted' }],
    ['an empty object', {}],
  ])('shows %s as the official SDK does', (_, config) => {
    vi.stubEnv('NODE_ENV', mode)
    const compat = outcome(RampInstantSDK as never, config)
    expect(compat.threw).toBe(false)
    expect(compat).toEqual(outcome(OfficialSDK as never, config))
  })
})

describe('compat beside the official SDK: values no type allows', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a symbol', { partnerRef: Symbol('ref') }],
    ['a function', { partnerRef: () => 1 }],
    ['an object', { userAddress: { chain: 'ETH' } }],
    ['a Date', { partnerRef: new Date(0) }],
    ['a bigint', { swapAmount: 10n ** 30n }],
    ['nested arrays', { enabledFlows: [['ONRAMP'], 'OFFRAMP'] }],
    [
      'a value whose toString throws',
      {
        hostAppName: {
          toString: () => {
            throw new Error('no')
          },
        },
      },
    ],
    ['an object without prototype', { hostAppName: Object.create(null) }],
    ['a symbol in an array', { enabledFlows: [Symbol('x')] }],
    ['an url object', { url: new URL('https://widget.example/x') }],
    ['credentialless and closeable null', { credentialless: null, closeable: null }],
    ["credentialless and closeable ''", { credentialless: '', closeable: '' }],
    [
      'protocol fields of its own',
      { sdkType: 'X', widgetInstanceId: '1', hostUrl: 'h', useSendCryptoCallbackVersion: 9 },
    ],
  ])('%s: throws or writes as the official SDK does', (_, config) => {
    for (const mode of ['development', 'production']) {
      vi.stubEnv('NODE_ENV', mode)
      expect(outcome(RampInstantSDK as never, config), mode).toEqual(
        outcome(OfficialSDK as never, config),
      )
    }
  })
})

describe('compat: where it throws, and what it says', () => {
  it('throws at show() for an address the official SDK cannot build either', () => {
    const sdk = new RampInstantSDK({ hostApiKey: KEY, url: 'not a url' } as never)
    expect(() => sdk.show()).toThrow(TypeError)
    expect(() => new OfficialSDK({ hostApiKey: KEY, url: 'not a url' } as never).show()).toThrow()
  })

  it('refuses a javascript: address at show(), where the official SDK would load it', () => {
    const sdk = new RampInstantSDK({ hostApiKey: KEY, url: 'javascript:alert(1)' } as never)
    expect(() => sdk.show()).toThrow(/http\(s\)/)
    expect(document.querySelector('*')?.shadowRoot).toBeFalsy()
  })

  it('throws the official messages at construction for a stray containerNode', () => {
    const containerNode = document.createElement('div')
    const config = { hostApiKey: KEY, variant: 'embedded-desktop', containerNode } as never
    expect(() => new RampInstantSDK(config)).toThrow(
      'Container node must be attached to the document.',
    )
    expect(() => new OfficialSDK(config)).toThrow(
      'Container node must be attached to the document.',
    )
  })

  it('warns in development about each broken rule of spec 2.11, citing it, never the key', () => {
    const warn = vi.mocked(console.warn)
    new RampInstantSDK({ hostApiKey: `${KEY} `, hideExitButton: 'true' as never, swapAsset: KEY })
    const lines = warn.mock.calls.map(([line]) => String(line))
    expect(lines).toContain(
      `[rampkit] hideExitButton must be a boolean (true or false), got the string "true". ${PASSED_ON_AS_GIVEN}`,
    )
    expect(lines.some((line) => line.startsWith('[rampkit] hostAppName is required.'))).toBe(true)
    for (const line of lines) expect(line).not.toContain(KEY)
  })

  it('warns about nothing in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production')
    new RampInstantSDK({ hideExitButton: 'true', variant: 'hosted' } as never).show()
    expect(console.warn).not.toHaveBeenCalled()
  })
})
