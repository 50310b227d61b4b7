import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS, postJson } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

function setup() {
  const sandbox = createSandbox()
  const purchase = async () => {
    const res = await postJson(sandbox, '/sandbox/purchases', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      receiverAddress: EVM_ADDRESS,
    })
    return res.body as { id: string; purchaseViewToken: string }
  }
  const sale = async () => {
    const res = await postJson(sandbox, '/sandbox/sales', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
    })
    return res.body as { id: string }
  }
  const post = async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await sandbox.fetch(path, {
      method: 'POST',
      ...(body === undefined
        ? { headers }
        : {
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify(body),
          }),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  return { sandbox, purchase, sale, post }
}

/** The control API's lifecycle actions on the purchase or sale `id`. */
const actionPaths = (id: string) => [
  `/sandbox/purchases/${id}/advance`,
  `/sandbox/purchases/${id}/fail`,
  `/sandbox/sales/${id}/release`,
  `/sandbox/sales/${id}/expire`,
]

describe('lifecycle control API', () => {
  it('advance without a body takes one step; { to } walks the happy path; legacy status follows', async () => {
    const { sandbox, purchase, post } = setup()
    const { id, purchaseViewToken } = await purchase()
    const one = await post(`/sandbox/purchases/${id}/advance`)
    expect([one.status, one.body.status]).toEqual([200, 'PAYMENT_STARTED'])
    const empty = await post(`/sandbox/purchases/${id}/advance`, {})
    expect(empty.body.status).toBe('PAYMENT_IN_PROGRESS')
    const all = await post(`/sandbox/purchases/${id}/advance`, { to: 'RELEASED' })
    expect(all.body).toMatchObject({ id, status: 'RELEASED', finalTxHash: expect.any(String) })
    const read = await sandbox.fetch(`/api/host-api/purchase/${id}?secret=${purchaseViewToken}`)
    // the control API never hands the view token out again; everything else is the same
    expect(all.body.purchaseViewToken).toBe('[redacted]')
    expect(await read.json()).toEqual({ ...all.body, purchaseViewToken })
  })

  it('advancing past the end is 409 INVALID_TRANSITION with the status and what is allowed', async () => {
    const { purchase, post } = setup()
    const { id } = await purchase()
    await post(`/sandbox/purchases/${id}/advance`, { to: 'RELEASED' })
    const again = await post(`/sandbox/purchases/${id}/advance`)
    expect(again).toEqual({
      status: 409,
      body: {
        code: 'INVALID_TRANSITION',
        message: 'a RELEASED purchase cannot advance',
        status: 'RELEASED',
        allowed: [],
      },
    })
    const back = await post(`/sandbox/purchases/${id}/fail`, { reason: 'EXPIRED' })
    expect(back.status).toBe(409)
    expect(back.body).toMatchObject({
      code: 'INVALID_TRANSITION',
      status: 'RELEASED',
      to: 'EXPIRED',
    })
  })

  it.each([
    ['EXPIRED', 0],
    ['CANCELLED', 1],
    ['PAYMENT_FAILED', 2],
    ['RETURNED', 4],
  ] as const)('fail { reason: %s } ends the purchase after %i steps', async (reason, steps) => {
    const { purchase, post } = setup()
    const { id } = await purchase()
    for (let i = 0; i < steps; i++) await post(`/sandbox/purchases/${id}/advance`)
    const res = await post(`/sandbox/purchases/${id}/fail`, { reason })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: reason, finalTxHash: null })
    expect(res.body.endTime).toBe(res.body.updatedAt)
  })

  it('a failure not possible from the current status is 409', async () => {
    const { purchase, post } = setup()
    const { id } = await purchase()
    const res = await post(`/sandbox/purchases/${id}/fail`, { reason: 'RETURNED' })
    expect(res).toEqual({
      status: 409,
      body: {
        code: 'INVALID_TRANSITION',
        message: 'a INITIALIZED purchase cannot become RETURNED',
        status: 'INITIALIZED',
        to: 'RETURNED',
        allowed: ['PAYMENT_STARTED', 'EXPIRED', 'CANCELLED'],
      },
    })
  })

  it.each([
    [{}, 'reason'],
    [{ reason: 'RELEASED' }, 'reason'],
    [{ reason: 42 }, 'reason'],
  ])('fail with %j is 400 naming the field', async (body, path) => {
    const { purchase, post } = setup()
    const { id } = await purchase()
    const res = await post(`/sandbox/purchases/${id}/fail`, body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'INVALID_REQUEST', fields: [{ path }] })
  })

  it.each([
    [{ to: 'INITIALIZED' }, 400, 'INVALID_REQUEST'],
    [{ to: 'EXPIRED' }, 400, 'INVALID_REQUEST'],
    [{ to: 7 }, 400, 'INVALID_REQUEST'],
  ])('advance with %j is %i %s', async (body, status, code) => {
    const { purchase, post } = setup()
    const { id } = await purchase()
    const res = await post(`/sandbox/purchases/${id}/advance`, body)
    expect([res.status, res.body.code]).toEqual([status, code])
  })

  it('bodies that are not JSON objects are refused like elsewhere', async () => {
    const { sandbox, purchase } = setup()
    const { id } = await purchase()
    const text = await sandbox.fetch(`/sandbox/purchases/${id}/fail`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'EXPIRED',
    })
    expect(text.status).toBe(415)
    const broken = await sandbox.fetch(`/sandbox/purchases/${id}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect(broken.status).toBe(400)
  })

  it('sales: release or expire once, then 409; the answer shows the status ServiceSale lacks', async () => {
    const { sandbox, sale, post } = setup()
    const a = await sale()
    const released = await post(`/sandbox/sales/${a.id}/release`)
    expect(released.status).toBe(200)
    expect(released.body).toMatchObject({ status: 'RELEASED', sale: { id: a.id } })
    expect(released.body.sale).not.toHaveProperty('status')
    expect((await post(`/sandbox/sales/${a.id}/expire`)).body).toMatchObject({
      code: 'INVALID_TRANSITION',
      status: 'RELEASED',
      allowed: [],
    })
    const b = await sale()
    expect((await post(`/sandbox/sales/${b.id}/expire`)).body.status).toBe('EXPIRED')
    expect((await post(`/sandbox/sales/${b.id}/release`)).status).toBe(409)
    expect(sandbox.state.store.getSale(b.id)!.status).toBe('EXPIRED')
  })

  it.each(actionPaths('nope'))('%s for an unknown id is 404', async (path) => {
    const { post } = setup()
    const res = await post(path, path.endsWith('fail') ? { reason: 'EXPIRED' } : undefined)
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND'])
  })

  it.each(actionPaths('x'))('GET %s is 405 with Allow', async (path) => {
    const { sandbox } = setup()
    const res = await sandbox.fetch(path)
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST, OPTIONS')
  })
})

describe('lifecycle control API reads', () => {
  it('GET /sandbox/purchases/{id} and /sandbox/sales/{id} show the current state', async () => {
    const { sandbox, purchase, sale, post } = setup()
    const p = await purchase()
    await post(`/sandbox/purchases/${p.id}/advance`)
    const readPurchase = await sandbox.fetch(`/sandbox/purchases/${p.id}`)
    expect(await readPurchase.json()).toMatchObject({ id: p.id, status: 'PAYMENT_STARTED' })
    const s = await sale()
    const before = (await (await sandbox.fetch(`/sandbox/sales/${s.id}`)).json()) as Record<
      string,
      unknown
    >
    expect(before).toMatchObject({ status: 'CREATED', sale: { id: s.id } })
    await post(`/sandbox/sales/${s.id}/expire`)
    expect(await (await sandbox.fetch(`/sandbox/sales/${s.id}`)).json()).toMatchObject({
      status: 'EXPIRED',
    })
    for (const path of ['/sandbox/purchases/nope', '/sandbox/sales/nope']) {
      expect((await sandbox.fetch(path)).status).toBe(404)
    }
    expect((await post(`/sandbox/sales/${s.id}`)).status).toBe(405)
  })
})

describe('lifecycle control API against hostile input', () => {
  it('no answer carries a view token', async () => {
    const { sandbox, purchase, post } = setup()
    const p = await purchase()
    const s = (await postJson(sandbox, '/sandbox/sales', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
    })) as { body: { id: string; purchaseViewToken: string } }
    const answers = [
      await (await sandbox.fetch(`/sandbox/purchases/${p.id}`)).text(),
      JSON.stringify((await post(`/sandbox/purchases/${p.id}/advance`)).body),
      JSON.stringify((await post(`/sandbox/purchases/${p.id}/fail`, { reason: 'CANCELLED' })).body),
      await (await sandbox.fetch(`/sandbox/sales/${s.body.id}`)).text(),
      JSON.stringify((await post(`/sandbox/sales/${s.body.id}/release`)).body),
    ]
    for (const text of answers) {
      expect(text).toContain('"purchaseViewToken":"[redacted]"')
      expect(text).not.toContain(p.purchaseViewToken)
      expect(text).not.toContain(s.body.purchaseViewToken)
    }
  })

  it.each(['__proto__', 'constructor', 'toString', '%00', '..%2F..', 'x'.repeat(5000)])(
    'id %s is a plain 404',
    async (id) => {
      const { sandbox, post } = setup()
      for (const path of [`/sandbox/purchases/${id}/advance`, `/sandbox/sales/${id}/release`]) {
        expect((await post(path)).status).toBe(404)
      }
      expect((await sandbox.fetch(`/sandbox/purchases/${id}`)).status).toBe(404)
    },
  )

  it('arbitrary ids, bodies and content types never cause a 5xx (property)', async () => {
    const { sandbox, purchase } = setup()
    const { id } = await purchase()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(id), fc.string({ maxLength: 40 })),
        fc.constantFrom('advance', 'fail'),
        fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.string(),
        ),
        fc.constantFrom('application/json', 'text/plain', undefined),
        async (target, action, body, type) => {
          const res = await sandbox.fetch(
            `/sandbox/purchases/${encodeURIComponent(target)}/${action}`,
            { method: 'POST', body, headers: type ? { 'content-type': type } : {} },
          )
          expect(res.status).toBeGreaterThanOrEqual(200)
          expect(res.status).toBeLessThan(500)
          await res.arrayBuffer()
        },
      ),
      { numRuns: 300 },
    )
  })
})
