import { generateKeyPairSync, sign } from 'node:crypto'
import {
  canonicalizeWebhookBody,
  parseWebhook,
  verifyWebhookSignature,
  WebhookPayloadError,
} from '@rampkit/core/webhooks'
import type { StartedSandbox } from '@rampkit/sandbox'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  createPurchase,
  createSale,
  deliveries,
  type RecordedCall,
  type RunningReceiver,
  requestJson,
  startLoop,
  startProxy,
  stopLoop,
  waitFor,
} from './webhooks-harness.js'

// Faults between the sandbox and the example receiver, over real HTTP: a receiver that is down
// and comes back, an answer lost after the call was stored, tampered bodies and signatures,
// and malformed payloads (signed with the sandbox's pinned key, so only their shape is wrong).

const keys = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
const privateKeyPem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string

/** Signs like the service: base64 DER ECDSA over SHA-256 of the canonical text. */
function signBody(body: unknown): { text: string; signature: string } {
  const text = canonicalizeWebhookBody(body)
  return { text, signature: sign('sha256', Buffer.from(text), keys.privateKey).toString('base64') }
}

function post(url: string, text: string, signature?: string) {
  return requestJson<Record<string, unknown>>(
    'POST',
    url,
    text,
    signature === undefined ? {} : { 'x-body-signature': signature },
  )
}

describe('webhook faults', { timeout: 40_000 }, () => {
  let sandbox: StartedSandbox
  let receiver: RunningReceiver
  const closers: (() => Promise<void>)[] = []

  beforeAll(async () => {
    const loop = await startLoop({
      lifecycle: { auto: true, stepMs: 30 },
      webhookRetryMs: 1500,
      webhookPrivateKey: privateKeyPem,
    })
    sandbox = loop.sandbox
    receiver = loop.receiver
  }, 60_000)

  afterEach(async () => {
    for (const close of closers.splice(0)) await close()
  })

  afterAll(() => stopLoop({ sandbox, receiver }))

  const rowsFor = async (id: string) => (await receiver.stored()).filter((row) => row.id === id)

  it('receiver down while the sandbox delivers, then started again: a retry delivers, nothing lost', async () => {
    await receiver.stop()
    try {
      const purchase = await createPurchase(sandbox, `${receiver.url}/webhooks/purchase`)
      // The purchase runs to RELEASED while nobody listens; its CREATED call fails first.
      const failed = await waitFor('a failed first attempt', async () => {
        const log = await deliveries(sandbox, purchase.id)
        return log.find((a) => a.type === 'CREATED' && a.outcome === 'retrying')
      })
      expect(failed).toMatchObject({
        attempt: 1,
        status: null,
        error: 'network error: ECONNREFUSED',
      })
      // RELEASED waits behind CREATED (same purchase): nothing about it has been tried yet.
      expect((await deliveries(sandbox, purchase.id)).some((a) => a.type === 'RELEASED')).toBe(
        false,
      )
      await receiver.restart()

      const rows = await waitFor('both calls stored after the restart', async () => {
        const found = await rowsFor(purchase.id)
        return found.length === 2 ? found : undefined
      })
      expect(rows.map((row) => [row.type, row.status])).toEqual([
        ['CREATED', 'INITIALIZED'],
        ['RELEASED', 'RELEASED'],
      ])
      const log = await deliveries(sandbox, purchase.id)
      const created = log.filter((a) => a.type === 'CREATED')
      expect(created.at(-1)).toMatchObject({ status: 200, outcome: 'delivered' })
      expect(created.slice(0, -1).every((a) => a.outcome === 'retrying')).toBe(true)
      expect(log.filter((a) => a.type === 'RELEASED')).toMatchObject([
        { attempt: 1, status: 200, outcome: 'delivered' },
      ])
    } finally {
      await receiver.restart().catch(() => {})
    }
  })

  it('an answer lost after the call was stored: the retry is a duplicate, stored once', async () => {
    // The proxy forwards every call but tells the sandbox 502 the first time.
    const proxy = await startProxy(receiver.url, (n) => (n === 1 ? 502 : undefined))
    closers.push(proxy.close)
    const sale = await createSale(sandbox, `${proxy.url}/webhooks/offramp`)
    await waitFor('the retry and the RELEASED call', () => proxy.calls.length >= 3 || undefined)
    const answers = await waitFor('the receiver’s answers', async () => {
      const log = await deliveries(sandbox, sale.id)
      return log.length >= 3 ? log : undefined
    })
    expect(answers.map((a) => [a.type, a.attempt, a.status])).toEqual([
      ['CREATED', 1, 502],
      ['CREATED', 2, 200],
      ['RELEASED', 1, 200],
    ])
    // Both CREATED calls reached the receiver, byte for byte the same; it kept one.
    const [first, second] = proxy.calls as [RecordedCall, RecordedCall]
    expect(second.body).toBe(first.body)
    expect(second.signature).toBe(first.signature)
    expect((await rowsFor(sale.id)).map((row) => row.type)).toEqual(['CREATED', 'RELEASED'])
    // and said so
    const again = await post(`${receiver.url}/webhooks/offramp`, first.body, first.signature)
    expect(again).toMatchObject({ status: 200, body: { ok: true, duplicate: true } })
  })

  it('a tampered body or signature is rejected; the same signed call in another layout is not', async () => {
    const proxy = await startProxy(receiver.url)
    closers.push(proxy.close)
    const purchase = await createPurchase(sandbox, `${proxy.url}/webhooks/purchase`)
    const call = await waitFor('the CREATED call', () => proxy.calls[0])
    const { publicKey } = (
      await requestJson<{ publicKey: string }>('GET', `${sandbox.url}/sandbox/webhook-public-key`)
    ).body
    const url = `${receiver.url}/webhooks/purchase`
    expect(
      await verifyWebhookSignature({ body: call.body, signature: call.signature, publicKey }),
    ).toBe(true)

    const parsed = JSON.parse(call.body)
    const cheaper = JSON.stringify({ ...parsed, purchase: { ...parsed.purchase, fiatValue: 1 } })
    const stolen = JSON.stringify({
      ...parsed,
      purchase: { ...parsed.purchase, receiverAddress: `0x${'66'.repeat(20)}` },
    })
    const signature = Buffer.from(call.signature!, 'base64')
    signature[signature.length - 2]! ^= 0x01
    const cases: [string, string | undefined, string][] = [
      [cheaper, call.signature, 'invalid_signature'],
      [stolen, call.signature, 'invalid_signature'],
      [call.body, signature.toString('base64'), 'invalid_signature'],
      [call.body, 'bm90IGEgc2lnbmF0dXJl', 'invalid_signature'],
      [call.body, undefined, 'missing_signature'],
    ]
    for (const [body, sig, error] of cases) {
      const answer = await post(url, body, sig)
      expect(answer).toMatchObject({ status: 401, body: { error } })
      expect(await verifyWebhookSignature({ body, signature: sig, publicKey })).toBe(false)
    }
    // nothing but the genuine CREATED (and RELEASED) were stored for this purchase
    const rows = await waitFor('RELEASED stored', async () => {
      const found = await rowsFor(purchase.id)
      return found.length === 2 ? found : undefined
    })
    expect(rows.map((row) => row.payload.fiatValue)).toEqual([
      parsed.purchase.fiatValue,
      parsed.purchase.fiatValue,
    ])
    // The signature covers the canonical form: reformatting is not tampering.
    const pretty = JSON.stringify(JSON.parse(call.body), null, 2)
    expect(await post(url, pretty, call.signature)).toMatchObject({
      status: 200,
      body: { duplicate: true },
    })
  })

  it('malformed payloads are rejected naming the field, by the receiver and by parseWebhook', async () => {
    const proxy = await startProxy(receiver.url)
    closers.push(proxy.close)
    await createPurchase(sandbox, `${proxy.url}/webhooks/purchase`)
    await createSale(sandbox, `${proxy.url}/webhooks/offramp`)
    const calls = await waitFor('real calls to mutate', () =>
      proxy.calls.length >= 2 ? proxy.calls : undefined,
    )
    const purchaseCall = JSON.parse(calls.find((c) => c.path.endsWith('purchase'))!.body)
    const saleCall = JSON.parse(calls.find((c) => c.path.endsWith('offramp'))!.body)
    const { fiat: _fiat, ...saleWithoutFiat } = saleCall.payload

    const cases: [string, unknown, string][] = [
      [
        '/webhooks/purchase',
        { ...purchaseCall, purchase: { ...purchaseCall.purchase, cryptoAmount: 1.5 } },
        'purchase.cryptoAmount',
      ],
      [
        '/webhooks/purchase',
        { ...purchaseCall, purchase: { ...purchaseCall.purchase, createdAt: 'yesterday' } },
        'purchase.createdAt',
      ],
      ['/webhooks/purchase', { ...purchaseCall, type: 'PAID' }, 'type'],
      ['/webhooks/offramp', { ...saleCall, payload: saleWithoutFiat }, 'payload.fiat'],
      ['/webhooks/offramp', { ...saleCall, mode: 'ONRAMP' }, 'mode'],
      ['/webhooks/offramp', { ...saleCall, id: '' }, 'id'],
      ['/webhooks', { hello: 'world' }, ''],
    ]
    for (const [path, body, field] of cases) {
      // Signed with the sandbox's own key: the signature is valid, only the shape is wrong.
      const { text, signature } = signBody(body)
      const answer = await post(`${receiver.url}${path}`, text, signature)
      expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_payload', field } })
      let error: unknown
      try {
        parseWebhook(text)
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(WebhookPayloadError)
      expect((error as WebhookPayloadError).field).toBe(field)
      // the message never quotes the received value (view tokens could be in there)
      expect((error as Error).message).not.toContain(purchaseCall.purchase.purchaseViewToken)
    }
  })
})
