import { createHostApiClient } from '@rampkit/core'
import { parseWebhook, verifyWebhookRequest, verifyWebhookSignature } from '@rampkit/core/webhooks'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createTestSandbox,
  DEFAULT_TEST_START_TIME,
  type TestSandbox,
} from './createTestSandbox.js'
import { TestSandboxError } from './TestSandboxError.js'

const HOOK = 'https://host.example/webhooks/ramp'
let sandbox: TestSandbox | undefined
const open = (options?: Parameters<typeof createTestSandbox>[0]) => {
  sandbox = createTestSandbox(options)
  return sandbox
}
afterEach(() => {
  sandbox?.dispose()
  sandbox = undefined
  vi.useRealTimers()
})

describe('createTestSandbox', () => {
  it('answers the host API in-process through a core client', async () => {
    const test = open()
    const client = createHostApiClient({ baseUrl: test.baseUrl, fetch: test.fetch })
    const assets = await client.v3.getAssets()
    expect(assets.assets.some((asset) => asset.symbol === 'ETH')).toBe(true)
    expect(test.now()).toBe(DEFAULT_TEST_START_TIME)
  })

  it('creates a purchase as the widget does and records its signed CREATED call', async () => {
    const test = open()
    const created = await test.createPurchase({ webhookStatusUrl: HOOK, fiatValue: 250 })
    expect(created.purchase.status).toBe('INITIALIZED')
    expect(created.purchase.fiatValue).toBe(250)
    expect(created.purchaseViewToken).toMatch(/^[\w-]{20,}$/)
    expect(created.purchase.createdAt).toBe(new Date(DEFAULT_TEST_START_TIME).toISOString())
    const [call, ...rest] = test.webhookCalls()
    expect(rest).toEqual([])
    expect(call?.url).toBe(HOOK)
    expect(call?.json.type).toBe('CREATED')
    expect(
      await verifyWebhookSignature({
        body: call!.body,
        signature: call!.signature,
        publicKey: test.webhookPublicKey(),
      }),
    ).toBe(true)
    // a body changed after signing does not verify
    expect(
      await verifyWebhookSignature({
        body: call!.body.replace('250', '251'),
        signature: call!.signature,
        publicKey: test.webhookPublicKey(),
      }),
    ).toBe(false)
  })

  it('completes, fails and returns purchases, each final status with its webhook call', async () => {
    const test = open()
    const a = await test.createPurchase({ webhookStatusUrl: HOOK })
    const b = await test.createPurchase({ webhookStatusUrl: HOOK })
    const c = await test.createPurchase({ webhookStatusUrl: HOOK })
    await test.advanceTime(60_000)
    expect((await test.completePurchase(a.purchase.id)).status).toBe('RELEASED')
    expect((await test.failPurchase(b.purchase.id)).status).toBe('PAYMENT_FAILED')
    const returned = await test.returnPurchase(c.purchase.id)
    expect(returned.status).toBe('RETURNED')
    expect(returned.endTime).toBe(new Date(DEFAULT_TEST_START_TIME + 60_000).toISOString())
    const types = test
      .webhookCalls()
      .filter((call) => call.json.type !== 'CREATED')
      .map((call) => [(call.json.purchase as { id: string }).id, call.json.type])
    expect(types).toEqual([
      [a.purchase.id, 'RELEASED'],
      [b.purchase.id, 'ERROR'],
      [c.purchase.id, 'RETURNED'],
    ])
  })

  it('releases and expires sales, with their calls', async () => {
    const test = open()
    const one = await test.createSale({ offrampWebhookV3Url: HOOK })
    const two = await test.createSale({ offrampWebhookV3Url: HOOK })
    expect((await test.releaseSale(one.sale.id)).status).toBe('RELEASED')
    expect((await test.expireSale(two.sale.id)).status).toBe('EXPIRED')
    expect(test.webhookCalls().map((call) => call.json.type)).toEqual([
      'CREATED',
      'CREATED',
      'RELEASED',
      'EXPIRED',
    ])
  })

  it('hands each call to the host handler as a Request that verifies', async () => {
    const seen: string[] = []
    const test = open({
      webhookReceiver: async (request) => {
        const verification = await verifyWebhookRequest(request, test.webhookPublicKey())
        if (!verification.verified) return 401
        seen.push(parseWebhook(verification.body).type)
        return new Response('ok')
      },
    })
    const { purchase } = await test.createPurchase({ webhookStatusUrl: HOOK })
    await test.completePurchase(purchase.id)
    expect(seen).toEqual(['CREATED', 'RELEASED'])
    expect(test.webhookCalls().map((call) => call.status)).toEqual([200, 200])
  })

  it('retries a refused call when the clock reaches the retry, not before', async () => {
    let answers = 0
    const test = open({ webhookReceiver: () => (answers++ === 0 ? 500 : 204) })
    await test.createPurchase({ webhookStatusUrl: HOOK })
    expect(test.webhookCalls().map((call) => call.status)).toEqual([500])
    // the first retry after 1 s (the top of the backoff's first step, no jitter in tests)
    await test.advanceTime(999)
    expect(test.webhookCalls()).toHaveLength(1)
    await test.advanceTime(1)
    expect(test.webhookCalls().map((call) => call.status)).toEqual([500, 204])
  })

  it('steps the automatic lifecycle on its own clock and leaves no global timer', async () => {
    vi.useFakeTimers()
    const test = open({ lifecycle: { auto: true, stepMs: 1000 } })
    const created = await test.createPurchase({ webhookStatusUrl: HOOK })
    const { purchase } = created
    const status = async () => {
      const response = await test.fetch(
        `/api/host-api/purchase/${purchase.id}?secret=${created.purchaseViewToken}`,
      )
      return ((await response.json()) as { status: string }).status
    }
    expect(vi.getTimerCount()).toBe(0)
    await test.advanceTime(2000)
    expect(await status()).toBe('PAYMENT_IN_PROGRESS')
    await test.advanceTime(10_000)
    expect(await status()).toBe('RELEASED')
    expect(test.webhookCalls().map((call) => call.json.type)).toEqual(['CREATED', 'RELEASED'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('refuses an impossible step with a TestSandboxError naming the rule', async () => {
    const test = open()
    const { sale } = await test.createSale()
    await test.releaseSale(sale.id)
    await expect(test.expireSale(sale.id)).rejects.toMatchObject({
      name: 'TestSandboxError',
      code: 'INVALID_TRANSITION',
    })
    await expect(test.completePurchase('nope')).rejects.toBeInstanceOf(TestSandboxError)
    await expect(test.createPurchase({ cryptoAssetSymbol: 'NOPE_NOPE' })).rejects.toMatchObject({
      code: expect.stringMatching(/^[A-Z_]+$/),
    })
  })

  it('reset forgets records and calls; dispose leaves no timer', async () => {
    const test = open({ lifecycle: { auto: true } })
    await test.createPurchase({ webhookStatusUrl: HOOK })
    test.reset()
    expect(test.webhookCalls()).toEqual([])
    expect(test.sandbox.state.store.purchases().length).toBe(0)
    await test.createPurchase()
    test.dispose()
    await test.advanceTime(60_000)
    expect(test.webhookCalls()).toEqual([])
  })

  it('a refused key never reaches the error message', async () => {
    const test = open()
    const error = await test.createPurchase({ hostApiKey: 'sk_live_do_not_log_me' }).catch((e) => e)
    expect(error).toBeInstanceOf(TestSandboxError)
    expect(String(error.message)).not.toContain('sk_live_do_not_log_me')
  })

  it('refuses a bad start time and a bad step', async () => {
    expect(() => createTestSandbox({ startTime: 'yesterday' })).toThrow(RangeError)
    const test = open({ startTime: '2030-05-01T00:00:00Z' })
    expect(test.now()).toBe(Date.parse('2030-05-01T00:00:00Z'))
    await expect(test.advanceTime(-5)).rejects.toThrow(RangeError)
  })

  it('hostile purchase input: a TestSandboxError or a purchase, never anything else', async () => {
    const test = open()
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            cryptoAssetSymbol: fc.string(),
            fiatCurrency: fc.string(),
            fiatValue: fc.oneof(fc.double(), fc.integer()),
            receiverAddress: fc.string(),
            paymentMethodType: fc.string(),
          },
          { requiredKeys: [] },
        ),
        async (input) => {
          try {
            const { purchase } = await test.createPurchase(input)
            expect(purchase.id).toBeTruthy()
          } catch (error) {
            expect(error).toBeInstanceOf(TestSandboxError)
          }
        },
      ),
      { numRuns: 60 },
    )
  })
})
