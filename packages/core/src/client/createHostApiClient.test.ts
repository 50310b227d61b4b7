import { describe, expect, it } from 'vitest'
import { createHostApiClient } from './createHostApiClient.js'
import { HostApiError } from './HostApiError.js'
import { json, scriptedFetch } from './testing/scriptedFetch.js'

describe('createHostApiClient', () => {
  it('exposes its baseUrl and the 11 methods of DESIGN.md under v3, v2 and legacy', () => {
    const client = createHostApiClient({ baseUrl: 'https://api.test/api' })
    expect(Object.keys(client)).toEqual(['baseUrl', 'v3', 'v2', 'legacy'])
    expect(Object.keys(client.v3)).toEqual([
      'getAssets',
      'getOfframpAssets',
      'getCurrencies',
      'getSale',
      'getOnrampQuote',
      'getOfframpQuote',
    ])
    expect(Object.keys(client.v2)).toEqual(['getAssets'])
    expect(Object.keys(client.legacy)).toEqual([
      'getAssets',
      'getCountries',
      'getQuote',
      'getPurchase',
    ])
  })

  it('does no work until a method is called', () => {
    const script = scriptedFetch([json({})])
    createHostApiClient({ baseUrl: 'https://api.test/api', fetch: script.fetch })
    expect(script.calls).toHaveLength(0)
  })

  it('trims trailing slashes of the base URLs', async () => {
    const script = scriptedFetch([json({})])
    const client = createHostApiClient({
      baseUrl: 'http://localhost:8787/api/',
      legacyBaseUrl: 'http://localhost:8788/api//',
      fetch: script.fetch,
    })
    expect(client.baseUrl).toBe('http://localhost:8787/api')
    await client.v3.getCurrencies()
    await client.legacy.getCountries()
    expect(script.calls.map((c) => c.url)).toEqual([
      'http://localhost:8787/api/host-api/v3/currencies',
      'http://localhost:8788/api/host-api/countries',
    ])
  })

  it('uses the global fetch, looked up at call time', async () => {
    const script = scriptedFetch([json([])])
    const client = createHostApiClient({ baseUrl: 'https://api.test/api' })
    const original = globalThis.fetch
    globalThis.fetch = script.fetch
    try {
      await client.v3.getCurrencies()
    } finally {
      globalThis.fetch = original
    }
    expect(script.calls).toHaveLength(1)
  })

  it.each([
    ['baseUrl', { baseUrl: 'api.test/api' }],
    ['baseUrl', { baseUrl: 'ftp://api.test/api' }],
    ['baseUrl', { baseUrl: 'https://api.test/api?x=1' }],
    ['baseUrl', { baseUrl: undefined }],
    ['legacyBaseUrl', { baseUrl: 'https://api.test/api', legacyBaseUrl: '/api' }],
    ['timeoutMs', { baseUrl: 'https://api.test/api', timeoutMs: 0 }],
    ['timeoutMs', { baseUrl: 'https://api.test/api', timeoutMs: Number.NaN }],
    ['retries', { baseUrl: 'https://api.test/api', retries: -1 }],
    ['retries', { baseUrl: 'https://api.test/api', retries: 1.5 }],
  ])('throws INVALID_REQUEST for an unusable %s', (field, options) => {
    let error: unknown
    try {
      createHostApiClient(options as never)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(HostApiError)
    expect(error).toMatchObject({ code: 'INVALID_REQUEST', status: 0, details: { field } })
  })
})
