import type {
  PurchaseCreatedPayload,
  SaleCreatedPayload,
  SaleStatus,
  ServicePurchase,
  ServiceSale,
} from '@rampkit/core'
import { describe, expectTypeOf, it } from 'vitest'
import { type Ref, ref } from 'vue'
import { usePurchase } from './usePurchase.js'
import { useSale } from './useSale.js'

declare const created: PurchaseCreatedPayload
declare const saleCreated: SaleCreatedPayload

describe('purchase and sale composable types', () => {
  it('usePurchase takes a value, a ref or a getter; refs of the snapshot fields', () => {
    const p = usePurchase(created)
    usePurchase(ref<{ id: string; secret: string } | null>(null), { intervalMs: 1000 })
    usePurchase(() => null)
    // @ts-expect-error a secret is needed
    usePurchase({ id: 'p' })
    expectTypeOf(p.status.value).toEqualTypeOf<'idle' | 'loading' | 'success' | 'error'>()
    expectTypeOf(p.status).toExtend<Readonly<Ref<unknown>>>()
    // Both ways (toEqualTypeOf trips over the optional fields of the union's members).
    expectTypeOf(p.purchase.value).toExtend<ServicePurchase | undefined>()
    expectTypeOf<ServicePurchase | undefined>().toExtend<typeof p.purchase.value>()
    expectTypeOf(p.error.value).toExtend<Error | undefined>()
    expectTypeOf<Error | undefined>().toExtend<typeof p.error.value>()
    expectTypeOf(p.refresh).returns.toEqualTypeOf<Promise<void>>()
  })

  it('useSale: saleStatus is one of three or undefined', () => {
    const s = useSale(() => saleCreated, { readStatus: async () => 'RELEASED' as const })
    expectTypeOf(s.saleStatus.value).toExtend<SaleStatus | undefined>()
    expectTypeOf<SaleStatus | undefined>().toExtend<typeof s.saleStatus.value>()
    expectTypeOf(s.sale.value).toExtend<ServiceSale | undefined>()
    expectTypeOf<ServiceSale | undefined>().toExtend<typeof s.sale.value>()
    expectTypeOf(s.setStatus).parameter(0).toEqualTypeOf<SaleStatus>()
    // @ts-expect-error a purchase payload is not a sale
    useSale(created)
  })
})
