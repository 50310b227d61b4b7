import { describe, expect, it } from 'vitest'
import { sale } from '../testing/fixtures.js'
import { json } from '../testing/scriptedFetch.js'
import { expectInvalid, testClient } from '../testing/testClient.js'

describe('client.v3.getSale', () => {
  it('GETs /host-api/offramp/sale/{id}?secret= and resolves to the sale', async () => {
    const { client, url } = testClient([json(sale)])
    await expect(client.v3.getSale('s_123', 'sale-view-token')).resolves.toEqual(sale)
    expect(url().pathname).toBe('/api/host-api/offramp/sale/s_123')
    expect(Object.fromEntries(url().searchParams)).toEqual({ secret: 'sale-view-token' })
  })

  it('encodes the id as one path segment', async () => {
    const { client, url } = testClient([json(sale)])
    await client.v3.getSale('../purchase/x?y', 't')
    expect(url().pathname).toBe('/api/host-api/offramp/sale/..%2Fpurchase%2Fx%3Fy')
  })

  it.each([
    ['id', '', 't'],
    ['id', '  ', 't'],
    ['secret', 's_1', ''],
    ['secret', 's_1', undefined],
    ['id', 42, 't'],
  ])('rejects a missing %s before sending', async (field, id, secret) => {
    const { client, calls } = testClient([json(sale)])
    const error = await expectInvalid(
      client.v3.getSale(id as string, secret as unknown as string),
      field,
    )
    expect(error.status).toBe(0)
    expect(calls).toHaveLength(0)
  })
})
