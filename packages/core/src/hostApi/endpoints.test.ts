import { describe, expect, it } from 'vitest'
import { endpointPath, hostApiEndpoints } from './endpoints.js'

const endpoints = Object.entries(hostApiEndpoints)

describe('hostApiEndpoints', () => {
  it('eleven endpoints, each under its own name, in its version group, with a distinct method + path', () => {
    expect(endpoints).toHaveLength(11)
    for (const [key, endpoint] of endpoints) {
      expect(endpoint.name).toBe(key)
      expect(key.startsWith(`${endpoint.version}.`), key).toBe(true)
    }
    const routes = endpoints.map(([, { method, path }]) => `${method} ${path}`)
    expect(new Set(routes).size).toBe(11)
    expect(new Set(endpoints.map(([, { response }]) => response)).size).toBe(11)
  })

  it('the quotes are the POSTs, each with a body and the key required; {id} goes with a view token', () => {
    for (const [name, endpoint] of endpoints) {
      const isQuote = name.toLowerCase().includes('quote')
      expect(endpoint.method === 'POST', name).toBe(isQuote)
      expect('body' in endpoint, name).toBe(isQuote)
      if (isQuote) expect(endpoint.credential).toEqual({ name: 'hostApiKey', use: 'required' })
      const hasId = endpoint.path.includes('{id}')
      expect(hasId && endpoint.credential?.name === 'viewToken', name).toBe(hasId)
    }
  })

  it('are listed in the order of spec 4', () => {
    expect(endpoints.map(([, { spec }]) => spec)).toEqual(
      Array.from({ length: 11 }, (_, i) => `4.${i + 1}`),
    )
  })
})

describe('endpointPath', () => {
  it('fills {id} with the id as one encoded segment', () => {
    expect(endpointPath(hostApiEndpoints['legacy.getPurchase'].path, 'a/b c')).toBe(
      '/host-api/purchase/a%2Fb%20c',
    )
    expect(endpointPath(hostApiEndpoints['v3.getAssets'].path)).toBe('/host-api/v3/assets')
  })
})
