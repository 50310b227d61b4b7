import type {
  PurchaseCreatedPayload,
  SaleCreatedPayload,
  SaleStatus,
  ServicePurchase,
  ServiceSale,
} from '@rampkit/core'
import { describe, expectTypeOf, it } from 'vitest'
import { createPurchase } from '../lib/createPurchase.svelte.js'
import { createSale } from '../lib/createSale.svelte.js'
import type { RampWidgetOptions, RampWidgetProps } from '../lib/types.js'

declare const created: PurchaseCreatedPayload
declare const saleCreated: SaleCreatedPayload

describe('purchase and sale rune types', () => {
  it('createPurchase takes a function of the payload, a stored id + secret or null', () => {
    const p = createPurchase(() => created)
    createPurchase(() => ({ id: 'p', secret: 's' }), { intervalMs: 1000 })
    createPurchase(() => null)
    // @ts-expect-error a function returning the purchase, not the purchase
    createPurchase(created)
    // @ts-expect-error a secret is needed
    createPurchase(() => ({ id: 'p' }))
    expectTypeOf(p.status).toEqualTypeOf<'idle' | 'loading' | 'success' | 'error'>()
    if (p.status === 'success') expectTypeOf(p.purchase).toEqualTypeOf<ServicePurchase>()
    expectTypeOf(p.refresh).returns.toEqualTypeOf<Promise<void>>()
  })

  it('createSale: saleStatus is one of three or undefined', () => {
    const s = createSale(() => saleCreated, { readStatus: async () => 'RELEASED' as const })
    expectTypeOf(s.saleStatus).toEqualTypeOf<SaleStatus | undefined>()
    if (s.status === 'success') expectTypeOf(s.sale).toEqualTypeOf<ServiceSale>()
    expectTypeOf(s.setStatus).parameter(0).toEqualTypeOf<SaleStatus>()
    // @ts-expect-error a purchase payload is not a sale
    createSale(() => created)
  })

  it('the widget options and props take loadTimeoutMs', () => {
    expectTypeOf<RampWidgetOptions['loadTimeoutMs']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<RampWidgetProps['loadTimeoutMs']>().toEqualTypeOf<number | undefined>()
  })
})
