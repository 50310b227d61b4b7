import { describe, expectTypeOf, it } from 'vitest'
import {
  canonicalizeWebhookBody,
  type PurchaseWebhookType,
  parseWebhook,
  type SaleWebhookType,
  type ServicePurchase,
  type ServiceSale,
  verifyWebhookSignature,
  type WebhookEvent,
  type WebhookPayloadError,
} from '../exports/webhooks.js'

describe('webhooks entry types', () => {
  it('parseWebhook returns a union discriminated by kind', () => {
    const event = parseWebhook('{}')
    expectTypeOf(event).toEqualTypeOf<WebhookEvent>()
    if (event.kind === 'purchase') {
      expectTypeOf(event.type).toEqualTypeOf<PurchaseWebhookType>()
      expectTypeOf(event.purchase).toEqualTypeOf<ServicePurchase>()
      expectTypeOf(event).not.toHaveProperty('sale')
      expectTypeOf(event).not.toHaveProperty('id')
    } else {
      expectTypeOf(event.kind).toEqualTypeOf<'sale'>()
      expectTypeOf(event.type).toEqualTypeOf<SaleWebhookType>()
      expectTypeOf(event.id).toBeString()
      expectTypeOf(event.sale).toEqualTypeOf<ServiceSale>()
    }
  })

  it('types the spec fields: numbers for fiat, strings for crypto amounts', () => {
    expectTypeOf<ServicePurchase['fiatValue']>().toBeNumber()
    expectTypeOf<ServicePurchase['cryptoAmount']>().toBeString()
    expectTypeOf<ServicePurchase['finalTxHash']>().toEqualTypeOf<string | null>()
    expectTypeOf<ServicePurchase['asset']['address']>().toEqualTypeOf<string | null | undefined>()
    expectTypeOf<ServiceSale['crypto']['amount']>().toBeString()
    expectTypeOf<ServiceSale['fiat']['amount']>().toBeNumber()
    expectTypeOf<ServiceSale>().not.toHaveProperty('status')
    expectTypeOf<PurchaseWebhookType>().toEqualTypeOf<
      'CREATED' | 'RELEASED' | 'RETURNED' | 'ERROR'
    >()
    expectTypeOf<SaleWebhookType>().toEqualTypeOf<'CREATED' | 'RELEASED' | 'EXPIRED'>()
  })

  it('types the helpers', () => {
    expectTypeOf(verifyWebhookSignature).returns.toEqualTypeOf<Promise<boolean>>()
    expectTypeOf(verifyWebhookSignature).parameter(0).toHaveProperty('publicKey').toBeString()
    expectTypeOf(canonicalizeWebhookBody).returns.toBeString()
    expectTypeOf<WebhookPayloadError['field']>().toBeString()
    expectTypeOf<WebhookPayloadError>().toExtend<Error>()
  })

  it('rejects a type that does not belong to the kind', () => {
    // @ts-expect-error EXPIRED is a sale type, not a purchase type
    const wrong: PurchaseWebhookType = 'EXPIRED'
    expectTypeOf(wrong).toEqualTypeOf<PurchaseWebhookType>()
  })
})
