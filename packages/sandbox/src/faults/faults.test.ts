import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createFaults, FAULT_ENDPOINTS, faultEndpointOf, MAX_ARMED_FAULTS } from './faults.js'

const QUOTE = 'POST /host-api/v3/onramp/quote/all'

describe('createFaults', () => {
  it('answers the armed fault count times, then nothing; faults on one endpoint run in order', () => {
    const faults = createFaults()
    faults.arm({ endpoint: QUOTE, fault: 'status-500', remaining: 2, hangMs: 1 })
    faults.arm({ endpoint: QUOTE, fault: 'status-429', remaining: 1, hangMs: 1 })
    expect(faults.anyArmed()).toBe(true)
    expect(faults.take('GET /host-api/v3/assets')).toBeUndefined()
    expect([1, 2, 3, 4].map(() => faults.take(QUOTE)?.fault)).toEqual([
      'status-500',
      'status-500',
      'status-429',
      undefined,
    ])
    expect(faults.anyArmed()).toBe(false)
  })

  it('holds at most MAX_ARMED_FAULTS (the oldest go), and purchase failures at most 1000', () => {
    const faults = createFaults()
    for (let i = 0; i < MAX_ARMED_FAULTS + 5; i++) {
      faults.arm({ endpoint: QUOTE, fault: 'timeout', remaining: 1, hangMs: i })
    }
    expect(faults.list().endpoints).toHaveLength(MAX_ARMED_FAULTS)
    expect(faults.list().endpoints[0]?.hangMs).toBe(5)
    faults.failNextPurchases(800)
    faults.failNextPurchases(800)
    expect(faults.list().failingPurchases).toBe(1000)
    expect(faults.takePurchaseFailure()).toBe(true)
    faults.clear()
    expect(faults.list()).toEqual({ endpoints: [], failingPurchases: 0 })
    expect(faults.takePurchaseFailure()).toBe(false)
  })
})

describe('faultEndpointOf', () => {
  it('maps each endpoint, with any id, and nothing else', () => {
    for (const endpoint of FAULT_ENDPOINTS) {
      const [method, path] = endpoint.split(' ') as [string, string]
      expect(faultEndpointOf(method, path.replace('{id}', 'abc123'))).toBe(endpoint)
    }
    expect(faultEndpointOf('GET', '/host-api/v3/onramp/quote/all')).toBeUndefined()
    expect(faultEndpointOf('GET', '/host-api/purchase/a/b')).toBeUndefined()
    expect(faultEndpointOf('GET', '/openapi.json')).toBeUndefined()
  })

  it('never throws on any method and path (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (method, path) => {
        const endpoint = faultEndpointOf(method, path)
        expect(endpoint === undefined || FAULT_ENDPOINTS.includes(endpoint)).toBe(true)
      }),
    )
  })
})
