import { parseWebhook, verifyWebhookSignature } from '@rampkit/core/webhooks'
import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS } from '../../test/helpers.js'
import { createPurchase } from '../records/createPurchase.js'
import { createSale } from '../records/createSale.js'
import { createState } from '../state.js'

const PURCHASE_HOOK = 'http://127.0.0.1:8788/webhooks/purchase'
const SALE_HOOK = 'http://127.0.0.1:8788/webhooks/offramp'

function setup() {
  const received: { url: string; body: string; signature: string }[] = []
  const state = createState({
    webhookFetch: async (input, init) => {
      const headers = new Headers(init?.headers)
      received.push({
        url: String(input),
        body: String(init?.body),
        signature: headers.get('x-body-signature') ?? '',
      })
      return new Response(null, { status: 204 })
    },
  })
  const purchase = (webhookStatusUrl: string | null = PURCHASE_HOOK) =>
    createPurchase(state, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      amount: { kind: 'fiat', cents: 10_000n },
      receiverAddress: EVM_ADDRESS,
      ...(webhookStatusUrl === null ? {} : { webhookStatusUrl }),
    }).purchase.id
  const sale = (offrampWebhookV3Url: string | null = SALE_HOOK) =>
    createSale(state, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      amount: { kind: 'fiat', cents: 10_000n },
      ...(offrampWebhookV3Url === null ? {} : { offrampWebhookV3Url }),
    }).sale.id
  const types = async () => {
    await state.webhooks.whenIdle()
    return received.map((r) => {
      const event = parseWebhook(r.body)
      return `${event.kind}:${event.type}`
    })
  }
  return { state, received, purchase, sale, types }
}

describe('webhooks of the lifecycle', () => {
  it('a released purchase sends CREATED then RELEASED, nothing for the steps between', async () => {
    const { state, purchase, types, received } = setup()
    const id = purchase()
    state.lifecycle.advancePurchase(id, 'RELEASED')
    expect(await types()).toEqual(['purchase:CREATED', 'purchase:RELEASED'])
    const released = parseWebhook(received[1]!.body)
    expect(released).toEqual({
      kind: 'purchase',
      type: 'RELEASED',
      purchase: state.store.getPurchase(id)!.purchase,
    })
    expect(received.every((r) => r.url === PURCHASE_HOOK)).toBe(true)
  })

  it.each([
    ['PAYMENT_FAILED', 'PAYMENT_STARTED', 'ERROR'],
    ['EXPIRED', undefined, 'ERROR'],
    ['CANCELLED', 'PAYMENT_STARTED', 'ERROR'],
    ['RETURNED', 'RELEASING', 'RETURNED'],
  ] as const)('%s sends %s', async (reason, via, type) => {
    const { state, purchase, types } = setup()
    const id = purchase()
    if (via) state.lifecycle.advancePurchase(id, via)
    state.lifecycle.failPurchase(id, reason)
    expect(await types()).toEqual(['purchase:CREATED', `purchase:${type}`])
  })

  it.each(['RELEASED', 'EXPIRED'] as const)('a sale sends CREATED then %s', async (end) => {
    const { state, sale, types, received } = setup()
    const id = sale()
    if (end === 'RELEASED') state.lifecycle.releaseSale(id)
    else state.lifecycle.expireSale(id)
    expect(await types()).toEqual(['sale:CREATED', `sale:${end}`])
    expect(JSON.parse(received[1]!.body)).toEqual({
      id,
      type: end,
      mode: 'OFFRAMP',
      payload: state.store.getSale(id)!.sale,
    })
    expect(received.every((r) => r.url === SALE_HOOK)).toBe(true)
  })

  it('without a webhook URL nothing is sent; an update that keeps the status sends nothing', async () => {
    const { state, purchase, sale, types } = setup()
    const id = purchase(null)
    sale(null)
    state.lifecycle.advancePurchase(id, 'RELEASED')
    const other = purchase()
    state.store.updatePurchase(other, { updatedAt: new Date().toISOString() })
    expect(await types()).toEqual(['purchase:CREATED'])
  })

  it('every call is the canonical text, signed with the key the sandbox serves', async () => {
    const { state, purchase, sale, received } = setup()
    state.lifecycle.advancePurchase(purchase(), 'RELEASED')
    state.lifecycle.releaseSale(sale())
    await state.webhooks.whenIdle()
    expect(received).toHaveLength(4)
    const publicKey = state.webhooks.publicKeyPem()
    for (const { body, signature } of received) {
      expect(body).not.toMatch(/\s/)
      expect(await verifyWebhookSignature({ body, signature, publicKey })).toBe(true)
    }
  })

  it('the delivery log never holds a view token', async () => {
    const { state, purchase, sale } = setup()
    const id = purchase()
    const saleId = sale()
    await state.webhooks.whenIdle()
    const tokens = [
      state.store.getPurchase(id)!.purchase.purchaseViewToken,
      state.store.getSale(saleId)!.sale.purchaseViewToken,
    ]
    const log = JSON.stringify(state.webhooks.attempts())
    expect(state.webhooks.attempts()).toHaveLength(2)
    for (const token of tokens) expect(log).not.toContain(token)
    expect(log).toContain('[redacted]')
  })

  it('a reset drops the log; dispose stops sending', async () => {
    const { state, purchase, received } = setup()
    purchase()
    await state.webhooks.whenIdle()
    state.reset()
    expect(state.webhooks.attempts()).toEqual([])
    state.dispose()
    purchase()
    await state.webhooks.whenIdle()
    expect(received).toHaveLength(1)
  })

  it('the seed gives a stable key; a pinned key is checked when the sandbox is made', () => {
    expect(createState({ seed: 5 }).webhooks.publicKeyPem()).toBe(
      createState({ seed: 5 }).webhooks.publicKeyPem(),
    )
    expect(() => createState({ webhookPrivateKey: 'nope' })).toThrow(TypeError)
  })
})
