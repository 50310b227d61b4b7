import { describe, expectTypeOf, it } from 'vitest'
import {
  createSandbox,
  type PurchaseFailure,
  type PurchaseStatus,
  type SaleStatus,
  type ServicePurchase,
  type WebhookAttempt,
} from '../index.js'

describe('lifecycle and webhook types', () => {
  it('options and state', () => {
    const sandbox = createSandbox({
      lifecycle: { auto: true, stepMs: 100 },
      webhookRetryMs: 10,
      webhookRetries: 4,
      webhookTimeoutMs: 5000,
      allowExternalWebhooks: false,
      webhookPrivateKey: '-----BEGIN PRIVATE KEY-----',
      onWebhookAttempt: (attempt) => expectTypeOf(attempt).toEqualTypeOf<WebhookAttempt>(),
    })
    expectTypeOf(sandbox.state.lifecycle.advancePurchase).returns.toEqualTypeOf<ServicePurchase>()
    expectTypeOf(sandbox.state.lifecycle.failPurchase).parameter(1).toEqualTypeOf<PurchaseFailure>()
    expectTypeOf(sandbox.state.store.sales()[0]!.status).toEqualTypeOf<SaleStatus>()
    expectTypeOf(sandbox.state.webhooks.publicKeyPem()).toEqualTypeOf<string>()
    expectTypeOf(sandbox.state.dispose).toEqualTypeOf<() => void>()
    expectTypeOf<'RELEASED'>().toExtend<PurchaseStatus>()
    // @ts-expect-error RELEASED is not a failure
    sandbox.state.lifecycle.failPurchase('id', 'RELEASED')
    // @ts-expect-error auto is a boolean
    createSandbox({ lifecycle: { auto: 'yes' } })
  })

  it('attempt entries', () => {
    expectTypeOf<WebhookAttempt['outcome']>().toEqualTypeOf<
      'delivered' | 'retrying' | 'failed' | 'refused' | 'dropped'
    >()
    expectTypeOf<WebhookAttempt['status']>().toEqualTypeOf<number | null>()
  })
})
