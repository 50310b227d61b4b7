import type {
  PurchaseCreatedPayload,
  SaleCreatedPayload,
  SaleStatus,
  ServicePurchase,
  ServiceSale,
} from '@rampkit/core'
import { describe, expectTypeOf, it } from 'vitest'
import { usePurchase } from './usePurchase.js'
import { useSale } from './useSale.js'

declare const created: PurchaseCreatedPayload
declare const saleCreated: SaleCreatedPayload

describe('purchase and sale hook types', () => {
  it('usePurchase takes the event payload, a stored id + secret or null, and narrows by status', () => {
    const p = usePurchase(created)
    usePurchase({ id: 'p', secret: 's' }, { intervalMs: 1000, maxIntervalMs: 5000 })
    usePurchase(null)
    // @ts-expect-error a secret is needed
    usePurchase({ id: 'p' })
    // @ts-expect-error initial comes from the payload
    usePurchase(created, { initial: created.purchase })
    expectTypeOf(p.status).toEqualTypeOf<'idle' | 'loading' | 'success' | 'error'>()
    if (p.status === 'success') expectTypeOf(p.purchase).toEqualTypeOf<ServicePurchase>()
    if (p.status === 'idle') expectTypeOf(p.purchase).toEqualTypeOf<undefined>()
    expectTypeOf(p.refresh).returns.toEqualTypeOf<Promise<void>>()
  })

  it('useSale: saleStatus is one of three or undefined; readStatus may be sync or async', () => {
    const s = useSale(saleCreated, { readStatus: async () => 'RELEASED' as const })
    useSale({ id: 's', secret: 't' }, { readStatus: () => undefined })
    expectTypeOf(s.saleStatus).toEqualTypeOf<SaleStatus | undefined>()
    if (s.status === 'success') expectTypeOf(s.sale).toEqualTypeOf<ServiceSale>()
    expectTypeOf(s.setStatus).parameter(0).toEqualTypeOf<SaleStatus>()
    // @ts-expect-error a purchase payload is not a sale
    useSale(created)
    // @ts-expect-error not a sale status
    useSale(null, { readStatus: async () => 'PAID' as const })
  })
})
