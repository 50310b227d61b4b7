import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRODUCTION_WIDGET_URL } from '../config/constants.js'
import { BASE, KEY } from '../config/testkit.js'
import type { WidgetConfig } from '../config/types.js'
import { WidgetConfigError } from '../config/WidgetConfigError.js'
import { buildMobileWidgetUrl } from './mobileWidgetUrl.js'
import { SDK_VERSION } from './sdkVersion.js'

const entries = (url: string) => [...new URL(url).searchParams]

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('buildMobileWidgetUrl', () => {
  it('writes the host’s values as given, then the native SDKs’ fields, without an instance id', () => {
    const url = buildMobileWidgetUrl(
      { ...BASE, swapAsset: 'ETH_*', enabledFlows: ['ONRAMP', 'OFFRAMP'] },
      { sdkType: 'ANDROID' },
    )
    expect(url.startsWith(`${PRODUCTION_WIDGET_URL}?`)).toBe(true)
    expect(entries(url)).toEqual([
      ['hostAppName', BASE.hostAppName],
      ['hostLogoUrl', BASE.hostLogoUrl],
      ['hostApiKey', KEY],
      ['swapAsset', 'ETH_*'],
      ['enabledFlows', 'ONRAMP,OFFRAMP'],
      ['sdkType', 'ANDROID'],
      ['sdkVersion', SDK_VERSION],
      ['variant', 'sdk-mobile'],
    ])
  })

  it('ignores the configuration’s variant, asks for send-crypto version 1 and passes the deep link scheme', () => {
    const url = buildMobileWidgetUrl(
      {
        ...BASE,
        variant: 'embedded-desktop',
        url: 'http://127.0.0.1:8787/widget/',
        useSendCryptoCallback: true,
        enabledFlows: ['OFFRAMP'],
      } as WidgetConfig,
      { sdkType: 'IOS', deepLinkScheme: 'mywallet' },
    )
    const query = Object.fromEntries(new URL(url).searchParams)
    expect(url.startsWith('http://127.0.0.1:8787/widget/?')).toBe(true)
    expect(query).toMatchObject({
      variant: 'sdk-mobile',
      sdkType: 'IOS',
      useSendCryptoCallbackVersion: '1',
      deepLinkScheme: 'mywallet',
    })
    expect(query).not.toHaveProperty('widgetInstanceId')
    expect(query).not.toHaveProperty('hostUrl')
  })

  it('refuses what createWidget refuses, naming the field and never the key', () => {
    const build = () =>
      buildMobileWidgetUrl({ ...BASE, swapAmount: 'lots' } as WidgetConfig, { sdkType: 'IOS' })
    expect(build).toThrow(WidgetConfigError)
    expect(build).toThrow(/swapAmount/)
    try {
      build()
    } catch (error) {
      expect(String((error as Error).message)).not.toContain(KEY)
    }
    expect(() => buildMobileWidgetUrl(null as never, { sdkType: 'IOS' })).toThrow(WidgetConfigError)
  })

  it('checks in production only what would break the widget, as the launcher does', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(
      buildMobileWidgetUrl({ ...BASE, swapAmount: 'lots' } as WidgetConfig, { sdkType: 'IOS' }),
    ).toContain('swapAmount=lots')
    expect(() => buildMobileWidgetUrl({ ...BASE, hostAppName: '' }, { sdkType: 'IOS' })).toThrow(
      /WIDGET_FIELD_REQUIRED/,
    )
  })

  it('refuses an unknown platform or a scheme that is not one', () => {
    expect(() => buildMobileWidgetUrl(BASE, { sdkType: 'WEB' as never })).toThrow(/sdkType/)
    expect(() =>
      buildMobileWidgetUrl(BASE, { sdkType: 'IOS', deepLinkScheme: 'my app://x' }),
    ).toThrow(/deepLinkScheme/)
  })
})
