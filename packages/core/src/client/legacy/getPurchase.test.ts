import { describe, expect, it } from 'vitest'
import { purchase } from '../testing/fixtures.js'
import { json } from '../testing/scriptedFetch.js'
import { expectInvalid, testClient } from '../testing/testClient.js'

describe('client.legacy.getPurchase', () => {
  it('GETs {legacy_base_url}/host-api/purchase/{id}?secret=', async () => {
    const { client, url } = testClient([json(purchase)])
    const result = await client.legacy.getPurchase('p_123', 'view-token-123')
    expect(result).toEqual(purchase)
    expect(result.status).toBe('INITIALIZED')
    expect(url().origin + url().pathname).toBe('https://legacy.test/api/host-api/purchase/p_123')
    expect(Object.fromEntries(url().searchParams)).toEqual({ secret: 'view-token-123' })
  })

  it('rejects an empty id or secret before sending, without echoing them', async () => {
    const { client, calls } = testClient([json(purchase)])
    await expectInvalid(client.legacy.getPurchase('', 'view-token-123'), 'id')
    const error = await expectInvalid(client.legacy.getPurchase('p_1', ' '), 'secret')
    expect(error.message).toBe('Invalid request: secret must be a non-empty string')
    expect(calls).toHaveLength(0)
  })
})
