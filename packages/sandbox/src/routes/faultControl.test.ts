import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS, getJson, ONRAMP, postJson } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

const QUOTE_BODY = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }
const ENDPOINT = 'POST /host-api/v3/onramp/quote/all'

describe('fault injection (POST /sandbox/faults)', () => {
  it('the next N calls answer 500, then the real answer comes back', async () => {
    const sandbox = createSandbox()
    const armed = await postJson(sandbox, '/sandbox/faults', {
      endpoint: ENDPOINT,
      fault: 'status-500',
      count: 3,
    })
    expect(armed.status).toBe(201)
    expect(armed.body).toEqual({
      endpoints: [{ endpoint: ENDPOINT, fault: 'status-500', remaining: 3, hangMs: 15000 }],
      failingPurchases: 0,
    })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await postJson(sandbox, ONRAMP, QUOTE_BODY)).status)
    expect(statuses).toEqual([500, 500, 500, 200])
    expect((await getJson(sandbox, '/sandbox/faults')).body).toEqual({
      endpoints: [],
      failingPurchases: 0,
    })
  })

  it('429 carries Retry-After; malformed JSON is a 200 that does not parse; a timeout holds, then 504', async () => {
    const sandbox = createSandbox()
    const assets = 'GET /host-api/v3/assets'
    await postJson(sandbox, '/sandbox/faults', { endpoint: assets, fault: 'status-429' })
    await postJson(sandbox, '/sandbox/faults', { endpoint: assets, fault: 'malformed-json' })
    await postJson(sandbox, '/sandbox/faults', { endpoint: assets, fault: 'timeout', hangMs: 80 })
    const limited = await sandbox.fetch('/api/host-api/v3/assets')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    const malformed = await sandbox.fetch('/api/host-api/v3/assets')
    expect(malformed.status).toBe(200)
    await expect(malformed.json()).rejects.toThrow(SyntaxError)
    const started = Date.now()
    const held = await sandbox.fetch('/api/host-api/v3/assets')
    expect(held.status).toBe(504)
    expect(Date.now() - started).toBeGreaterThanOrEqual(70)
    expect((await sandbox.fetch('/api/host-api/v3/assets')).status).toBe(200)
  })

  it('purchase-fails: the next purchase ends PAYMENT_FAILED right after it is created', async () => {
    const sandbox = createSandbox()
    await postJson(sandbox, '/sandbox/faults', { fault: 'purchase-fails' })
    const created = await postJson<{ id: string; status: string }>(sandbox, '/sandbox/purchases', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      receiverAddress: EVM_ADDRESS,
    })
    expect(created.body.status).toBe('INITIALIZED')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sandbox.state.store.getPurchase(created.body.id)?.purchase.status).toBe('PAYMENT_FAILED')
    const next = await postJson<{ id: string }>(sandbox, '/sandbox/purchases', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      receiverAddress: EVM_ADDRESS,
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sandbox.state.store.getPurchase(next.body.id)?.purchase.status).toBe('INITIALIZED')
  })

  it('clear and reset disarm everything', async () => {
    const sandbox = createSandbox()
    await postJson(sandbox, '/sandbox/faults', { endpoint: ENDPOINT, fault: 'status-500' })
    await postJson(sandbox, '/sandbox/faults/clear', {})
    expect((await postJson(sandbox, ONRAMP, QUOTE_BODY)).status).toBe(200)
    await postJson(sandbox, '/sandbox/faults', { fault: 'purchase-fails', count: 2 })
    await postJson(sandbox, '/sandbox/reset', {})
    expect(sandbox.state.faults.list()).toEqual({ endpoints: [], failingPurchases: 0 })
  })

  it.each([
    [{}, ['fault']],
    [{ fault: 'status-418', endpoint: ENDPOINT }, ['fault']],
    [{ fault: 'status-500' }, ['endpoint']],
    [{ fault: 'status-500', endpoint: 'GET /nope' }, ['endpoint']],
    [{ fault: 'timeout', endpoint: ENDPOINT, count: 0, hangMs: 60001 }, ['count', 'hangMs']],
    [{ fault: 'purchase-fails', count: 1.5 }, ['count']],
  ])('refuses %j with 400 naming %j', async (body, paths) => {
    const sandbox = createSandbox()
    const res = await postJson<{ code: string; fields: { path: string }[] }>(
      sandbox,
      '/sandbox/faults',
      body,
    )
    expect(res.status).toBe(400)
    expect(res.body.fields.map((field) => field.path).sort()).toEqual(paths)
  })

  it('any JSON body is a 201 or a 400, never a 5xx (property)', async () => {
    const sandbox = createSandbox()
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            fault: fc.oneof(
              fc.constantFrom('status-429', 'timeout', 'purchase-fails'),
              fc.jsonValue(),
            ),
            endpoint: fc.oneof(fc.constant(ENDPOINT), fc.jsonValue()),
            count: fc.jsonValue(),
            hangMs: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await postJson(sandbox, '/sandbox/faults', body)
          expect([201, 400]).toContain(res.status)
          await postJson(sandbox, '/sandbox/faults/clear', {})
        },
      ),
      { numRuns: 150 },
    )
  })
})
