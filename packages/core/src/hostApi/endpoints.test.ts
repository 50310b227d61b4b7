import { describe, expect, it } from 'vitest'
import {
  endpointPath,
  type HostApiEndpointName,
  hostApiEndpoints,
  hostApiSummaries,
  versionOf,
} from './endpoints.js'

const endpoints = Object.entries(hostApiEndpoints)

describe('hostApiEndpoints', () => {
  it('eleven endpoints, each named in its version group, with a distinct method + path and resource', () => {
    expect(endpoints).toHaveLength(11)
    expect(endpoints.map(([name]) => versionOf(name as HostApiEndpointName))).toEqual([
      ...Array(6).fill('v3'),
      'v2',
      ...Array(4).fill('legacy'),
    ])
    expect(new Set(endpoints.map(([, { method, path }]) => `${method} ${path}`)).size).toBe(11)
    expect(new Set(endpoints.map(([, { response }]) => response)).size).toBe(11)
  })

  it('the quotes are the POSTs; the transactions are the paths with an {id}', () => {
    for (const [name, { method, path, response }] of endpoints) {
      expect(method === 'POST', name).toBe(name.toLowerCase().includes('quote'))
      expect(path.includes('{id}'), name).toBe(/^Service(Purchase|Sale)$/.test(response))
    }
  })

  it('in the order of spec 4, each with its summary', () => {
    expect(endpoints.map(([, { spec }]) => spec)).toEqual(
      Array.from({ length: 11 }, (_, i) => `4.${i + 1}`),
    )
    expect(Object.keys(hostApiSummaries)).toEqual(Object.keys(hostApiEndpoints))
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
