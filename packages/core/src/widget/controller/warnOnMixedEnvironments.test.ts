import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'

// Each test imports a fresh module: the pairs already warned about are module state.
async function load() {
  vi.resetModules()
  const { warnOnMixedEnvironments } = await import('./warnOnMixedEnvironments.js')
  return warnOnMixedEnvironments
}

const SANDBOX_API = 'http://127.0.0.1:8787/api'
const SANDBOX_WIDGET = 'http://127.0.0.1:8787/widget/'
const PRODUCTION_API = 'https://api.ramp.network/api'
const PRODUCTION_WIDGET = 'https://app.rampnetwork.com/'

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

describe('warnOnMixedEnvironments (development)', () => {
  it('warns when the API is the sandbox and the widget production, naming both origins', async () => {
    const check = await load()
    check(SANDBOX_API, PRODUCTION_WIDGET)
    expect(warn).toHaveBeenCalledTimes(1)
    const message = String(warn.mock.calls[0]?.[0])
    expect(message).toMatch(/^\[rampkit\] The host API is the sandbox or another local address/)
    expect(message).toContain('(http://127.0.0.1:8787)')
    expect(message).toContain('the widget is production (https://app.rampnetwork.com)')
  })

  it('a widget without url is production', async () => {
    const check = await load()
    check(SANDBOX_API, undefined)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('widget is production')
  })

  it('warns the other way round: the API in production, the widget local', async () => {
    const check = await load()
    check(PRODUCTION_API, SANDBOX_WIDGET)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /host API is production \(https:\/\/api\.ramp\.network\) but the widget is the sandbox or another local address \(http:\/\/127\.0\.0\.1:8787\)/,
    )
  })

  it.each([
    'http://localhost:3000/api',
    'http://ramp.localhost/api',
    'http://127.1.2.3/api',
    'http://[::1]:8787/api',
    'https://LOCALHOST/api',
  ])('counts %s as local', async (local) => {
    const check = await load()
    check(local, PRODUCTION_WIDGET)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('warns once per pair, however often it is asked, and again for another pair', async () => {
    const check = await load()
    for (let i = 0; i < 5; i++) check(SANDBOX_API, PRODUCTION_WIDGET)
    expect(warn).toHaveBeenCalledTimes(1)
    check('http://localhost:8787/api', PRODUCTION_WIDGET)
    check(SANDBOX_API, undefined) // the same pair as the first: absent is production
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['both on the sandbox', SANDBOX_API, SANDBOX_WIDGET],
    ['both in production', PRODUCTION_API, PRODUCTION_WIDGET],
    ['production API and default widget', PRODUCTION_API, undefined],
    ['a staging API', 'https://api.staging.example/api', PRODUCTION_WIDGET],
    ['a staging widget', SANDBOX_API, 'https://widget.staging.example/'],
    ['production on plain http is not production', 'http://api.ramp.network/api', SANDBOX_WIDGET],
    ['an unknown API', undefined, PRODUCTION_WIDGET],
    ['an unreadable widget url', SANDBOX_API, 'not a url'],
    ['a relative widget url', SANDBOX_API, '/widget/'],
  ])('says nothing for %s', async (_, api, widget) => {
    const check = await load()
    check(api, widget)
    expect(warn).not.toHaveBeenCalled()
  })

  it('shows origins only: no path or query of either address', async () => {
    const check = await load()
    check(SANDBOX_API, 'https://app.rampnetwork.com/?hostApiKey=pk_live_abc#x')
    const message = String(warn.mock.calls[0]?.[0])
    expect(message).not.toContain('pk_live_abc')
    expect(message).not.toContain('/api')
  })
})

describe('warnOnMixedEnvironments (production)', () => {
  it('says nothing, whatever the addresses', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const check = await load()
    check(SANDBOX_API, PRODUCTION_WIDGET)
    check(PRODUCTION_API, SANDBOX_WIDGET)
    expect(warn).not.toHaveBeenCalled()
  })
})
