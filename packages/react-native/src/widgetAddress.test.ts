import type { WidgetConfig } from '@rampkit/core'
import fc from 'fast-check'
import { openRampInBrowser } from './openRampInBrowser'
import { CONFIG } from './testing/config'
import { widgetAddress } from './widgetAddress'

// The Jest set-up gives these tests React Native's own URL and URLSearchParams (as on a
// device): core must write the widget's address exactly as it does with the WHATWG classes of
// Node and the browsers.
const reactNativeUrl = { URL: globalThis.URL, URLSearchParams: globalThis.URLSearchParams }
const { URL: NodeURL, URLSearchParams: NodeURLSearchParams } =
  require('node:url') as typeof reactNativeUrl

/** What `build` gives (an address, or the error it throws) with Node's URL classes as globals. */
function withNodeUrl(build: () => string): string {
  Object.assign(globalThis, { URL: NodeURL, URLSearchParams: NodeURLSearchParams })
  try {
    return outcome(build)
  } finally {
    Object.assign(globalThis, reactNativeUrl)
  }
}

function outcome(build: () => string): string {
  try {
    return build()
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`
  }
}

/** Text with what a URL treats specially: delimiters, escapes good and bad, unicode. */
const urlText = (...specials: string[]) =>
  fc.string({
    unit: fc.oneof(
      fc.constantFrom(...specials, '%', '%41', '%zz', '%C3%A9', ' ', '+', 'é', '😀'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 3 }),
    ),
    maxLength: 10,
  })

/** The configuration options that shape the address: where the widget is, and the values in it. */
const addressConfig: fc.Arbitrary<WidgetConfig> = fc
  .record(
    {
      url: fc
        .tuple(
          fc.constantFrom(
            'https://ramp.example',
            'http://127.0.0.1:8787',
            'HTTPS://Widget.Example:443',
          ),
          fc.constantFrom('', '/', '/widget/', '/a/../w', '/a b'),
          fc.option(urlText('&', '=', '?', 'hostApiKey=old', 'variant=x'), { nil: undefined }),
          fc.option(urlText('/', '?', '#', '"'), { nil: undefined }),
        )
        .map(
          ([origin, path, query, hash]) =>
            `${origin}${path}${query === undefined ? '' : `?${query.replace(/#/g, '')}`}${
              hash === undefined ? '' : `#${hash}`
            }`,
        ),
      pathname: urlText('/', '.', '..', '?', '#', '\\'),
      finalUrl: fc.oneof(
        fc.constantFrom(
          'mywallet://ramp-done?order=7&note=a%26b#top',
          'https://wallet.example/done?a=1#b',
        ),
        urlText('://', '?', '&', '#', '='),
      ),
      hostApiKey: urlText('&', '=', '#', '+'),
      hostAppName: urlText('&', '=', "'", '(', '!', '~'),
      swapAsset: fc.oneof(
        fc.constantFrom('ETH_ETH', 'ETH_*', 'ETH_USDC,MATIC_*'),
        fc.constant(['ETH_ETH', 'BTC_BTC']),
      ),
      userAddress: urlText('&', '#'),
    },
    { requiredKeys: ['hostApiKey', 'hostAppName'] },
  )
  .map((options) => ({ ...CONFIG, ...options }) as WidgetConfig)

describe('the widget address under React Native’s URL classes', () => {
  it('React Native’s URL cannot set a path (why core writes the address in string code)', () => {
    const url = new URL('https://ramp.example/')
    try {
      ;(url as { pathname: string }).pathname = '/widget'
    } catch {
      // In strict code the assignment throws; either way the path stays.
    }
    expect(url.href).toBe('https://ramp.example/')
  })

  it('is the address Node’s WHATWG URL gives, for RampWidgetView on both platforms and openRampInBrowser', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {})
    fc.assert(
      fc.property(addressConfig, fc.constantFrom('ios', 'android'), (config, platform) => {
        const builds = [
          () => widgetAddress(config, platform, 'mywallet'),
          () => openRampInBrowser(config, { open: (url) => url }),
        ]
        for (const build of builds) expect(outcome(build)).toBe(withNodeUrl(build))
      }),
      { numRuns: 300 },
    )
  })

  it('keeps a pathname, a finalUrl with its query and fragment, and a key with & in it', () => {
    const config = {
      ...CONFIG,
      url: 'https://ramp.example/old?keep=1#frag',
      pathname: 'widget/',
      finalUrl: 'mywallet://done?a=1&b=2#x',
      hostApiKey: 'key&more',
    }
    const address = widgetAddress(config, 'android')
    expect(address).toBe(withNodeUrl(() => widgetAddress(config, 'android')))
    expect(address).toMatch(/^https:\/\/ramp\.example\/widget\/\?keep=1&/)
    expect(address).toContain('finalUrl=mywallet%3A%2F%2Fdone%3Fa%3D1%26b%3D2%23x')
    expect(address).toContain('hostApiKey=key%26more')
    expect(address.endsWith('#frag')).toBe(true)
  })
})
