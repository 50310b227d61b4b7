import { describe, expect, it } from 'vitest'
import { DEFAULTS, readAppConfig } from './config.js'

describe('readAppConfig', () => {
  it('defaults to the local sandbox and webhook receiver', () => {
    expect(readAppConfig({})).toEqual(DEFAULTS)
    expect(readAppConfig({ VITE_RAMPKIT_API_URL: '  ' })).toEqual(DEFAULTS)
  })

  it('takes the env values, without trailing slashes except the widget folder', () => {
    const config = readAppConfig({
      VITE_RAMPKIT_API_URL: 'http://127.0.0.1:9999/api/',
      VITE_RAMPKIT_WIDGET_URL: 'http://127.0.0.1:9999/widget',
      VITE_RAMPKIT_WEBHOOK_URL: 'https://hooks.example/webhooks/',
      VITE_RAMPKIT_HOST_API_KEY: 'other-key',
    })
    expect(config).toEqual({
      apiUrl: 'http://127.0.0.1:9999/api',
      widgetUrl: 'http://127.0.0.1:9999/widget/',
      webhookUrl: 'https://hooks.example/webhooks',
      hostApiKey: 'other-key',
    })
  })

  it('gives the local chain (the sandbox wallet) when set, and in development by default', () => {
    expect(readAppConfig({ DEV: true }).localChainUrl).toBe('http://127.0.0.1:8545')
    expect(
      readAppConfig({ VITE_RAMPKIT_LOCAL_CHAIN_URL: 'http://127.0.0.1:40001/' }).localChainUrl,
    ).toBe('http://127.0.0.1:40001')
    expect(readAppConfig({ DEV: false })).not.toHaveProperty('localChainUrl')
    expect(() => readAppConfig({ VITE_RAMPKIT_LOCAL_CHAIN_URL: 'nope' })).toThrow(
      /VITE_RAMPKIT_LOCAL_CHAIN_URL/,
    )
  })

  it('reads other names with another prefix (the Next app: RAMPKIT_* on the server)', () => {
    const env = {
      RAMPKIT_API_URL: 'http://127.0.0.1:9999/api',
      VITE_RAMPKIT_API_URL: 'http://x/api',
    }
    expect(readAppConfig(env, '').apiUrl).toBe('http://127.0.0.1:9999/api')
    expect(() => readAppConfig({ RAMPKIT_WIDGET_URL: 'nope' }, '')).toThrow(
      'RAMPKIT_WIDGET_URL must be an absolute http(s) URL, got "nope"',
    )
  })

  it.each(['localhost:8787/api', 'ftp://x/api', 'javascript:alert(1)'])('refuses %s', (value) => {
    expect(() => readAppConfig({ VITE_RAMPKIT_API_URL: value })).toThrow(/VITE_RAMPKIT_API_URL/)
  })

  it('never puts the key in an error', () => {
    expect(() =>
      readAppConfig({ VITE_RAMPKIT_HOST_API_KEY: 'secret-key', VITE_RAMPKIT_WIDGET_URL: 'nope' }),
    ).toThrow(expect.objectContaining({ message: expect.not.stringContaining('secret-key') }))
  })
})
