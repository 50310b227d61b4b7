import { verifyWebhookSignature } from '@rampkit/core/webhooks'
import { describe, expect, it } from 'vitest'
import { getJson, HOOKED_PURCHASE, PURCHASE_HOOK, postJson } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

function setup() {
  const sent: { body: string; signature: string | null }[] = []
  const sandbox = createSandbox({
    webhookFetch: async (_input, init) => {
      sent.push({
        body: String(init?.body),
        signature: new Headers(init?.headers).get('x-body-signature'),
      })
      return new Response('ok')
    },
  })
  return { sandbox, sent }
}

describe('webhook control API', () => {
  it('GET /sandbox/webhook-public-key serves the PEM that verifies the calls', async () => {
    const { sandbox, sent } = setup()
    const key = await getJson<{ publicKey: string }>(sandbox, '/sandbox/webhook-public-key')
    expect(key.status).toBe(200)
    expect(key.body.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/)
    await postJson(sandbox, '/sandbox/purchases', HOOKED_PURCHASE)
    await sandbox.state.webhooks.whenIdle()
    expect(sent).toHaveLength(1)
    expect(
      await verifyWebhookSignature({
        body: sent[0]!.body,
        signature: sent[0]!.signature,
        publicKey: key.body.publicKey,
      }),
    ).toBe(true)
    // stable for the life of the sandbox
    expect((await getJson(sandbox, '/sandbox/webhook-public-key')).body).toEqual(key.body)
  })

  it('GET /sandbox/webhook-deliveries lists attempts, filters by id, limits, never shows tokens', async () => {
    const { sandbox } = setup()
    const a = await postJson(sandbox, '/sandbox/purchases', HOOKED_PURCHASE)
    const b = await postJson(sandbox, '/sandbox/purchases', HOOKED_PURCHASE)
    await postJson(sandbox, `/sandbox/purchases/${a.body.id}/advance`, { to: 'RELEASED' })
    await sandbox.state.webhooks.whenIdle()
    const all = await sandbox.fetch('/sandbox/webhook-deliveries')
    const text = await all.text()
    const list = JSON.parse(text) as Record<string, unknown>[]
    expect(list.map((x) => [x.id, x.type, x.attempt, x.status, x.outcome])).toEqual([
      [a.body.id, 'CREATED', 1, 200, 'delivered'],
      [b.body.id, 'CREATED', 1, 200, 'delivered'],
      [a.body.id, 'RELEASED', 1, 200, 'delivered'],
    ])
    expect(list[0]).toMatchObject({ url: PURCHASE_HOOK, kind: 'purchase', error: null })
    expect(text).not.toContain(String(a.body.purchaseViewToken))
    expect(text).not.toContain(String(b.body.purchaseViewToken))
    const one = await getJson<unknown[]>(sandbox, `/sandbox/webhook-deliveries?id=${a.body.id}`)
    expect(one.body).toHaveLength(2)
    const last = await getJson<{ type: string }[]>(sandbox, '/sandbox/webhook-deliveries?limit=1')
    expect(last.body.map((x) => x.type)).toEqual(['RELEASED'])
    await postJson(sandbox, '/sandbox/reset', {})
    expect((await getJson(sandbox, '/sandbox/webhook-deliveries')).body).toEqual([])
  })

  it.each(['limit=0', 'limit=1001', 'limit=x', 'id=a/b', `id=${'x'.repeat(65)}`, 'id=1&id=2'])(
    'GET /sandbox/webhook-deliveries?%s is 400',
    async (query) => {
      const { sandbox } = setup()
      const res = await getJson(sandbox, `/sandbox/webhook-deliveries?${query}`)
      expect([res.status, res.body.code]).toEqual([400, 'INVALID_REQUEST'])
    },
  )

  it.each([
    ['/sandbox/purchases', 'webhookStatusUrl', 'https://example.com/hook', 'this machine'],
    ['/sandbox/purchases', 'webhookStatusUrl', 'ftp://localhost/hook', 'http or https'],
    ['/sandbox/purchases', 'webhookStatusUrl', 'not a url', 'absolute'],
    ['/sandbox/purchases', 'webhookStatusUrl', 42, 'string'],
    ['/sandbox/sales', 'offrampWebhookV3Url', 'http://10.1.2.3/hook', 'this machine'],
    ['/sandbox/sales', 'offrampWebhookV3Url', `http://localhost/${'x'.repeat(2100)}`, '2048'],
  ])('POST %s refuses %s %j before creating anything', async (path, field, url, message) => {
    const { sandbox, sent } = setup()
    const body = path.endsWith('purchases')
      ? { ...HOOKED_PURCHASE, webhookStatusUrl: undefined }
      : { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }
    const res = await postJson(sandbox, path, { ...body, [field]: url })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'INVALID_REQUEST', fields: [{ path: field }] })
    expect(JSON.stringify(res.body)).toContain(message)
    expect(sandbox.state.store.purchases()).toHaveLength(0)
    expect(sandbox.state.store.sales()).toHaveLength(0)
    expect(sent).toHaveLength(0)
  })

  it('allowExternalWebhooks accepts other hosts', async () => {
    const sandbox = createSandbox({
      allowExternalWebhooks: true,
      webhookFetch: async () => new Response('ok'),
    })
    const res = await postJson(sandbox, '/sandbox/purchases', {
      ...HOOKED_PURCHASE,
      webhookStatusUrl: 'https://example.com/hook',
    })
    expect(res.status).toBe(201)
    await sandbox.state.webhooks.whenIdle()
    expect(sandbox.state.webhooks.attempts()[0]).toMatchObject({ outcome: 'delivered' })
    sandbox.state.dispose()
  })

  it.each(['/sandbox/webhook-public-key', '/sandbox/webhook-deliveries'])(
    'POST %s is 405',
    async (path) => {
      const { sandbox } = setup()
      const res = await postJson(sandbox, path, {})
      expect(res.status).toBe(405)
    },
  )
})
