import { describe, expectTypeOf, it } from 'vitest'
import type { HostApiClient } from '../client/createHostApiClient.js'
import type { ServiceSale } from '../types/transactions.js'
import type { SaleStatusSource } from './createSaleStore.js'
import { createSaleTracker } from './createSaleTracker.js'
import type { SaleStatus } from './saleStatus.js'

declare const client: HostApiClient
declare const sale: ServiceSale

describe('sale tracker types', () => {
  it('the real client tracks sales; the snapshot narrows by status; saleStatus is the three', () => {
    const s = createSaleTracker(client, { id: 's', secret: 't' }).getSnapshot()
    expectTypeOf(s.saleStatus).toEqualTypeOf<'CREATED' | 'RELEASED' | 'EXPIRED' | undefined>()
    if (s.status === 'success') expectTypeOf(s.sale).toEqualTypeOf<ServiceSale>()
    if (s.status === 'error') expectTypeOf(s.error).toEqualTypeOf<Error>()
    if (s.status === 'loading') expectTypeOf(s.sale).toEqualTypeOf<undefined>()
  })

  it('takes the OFFRAMP_SALE_CREATED payload, sync or async sources, and only known statuses', () => {
    createSaleTracker(client, { sale, saleViewToken: 't', apiUrl: 'x' } as {
      sale: ServiceSale
      saleViewToken: string
    })
    const sync: SaleStatusSource = () => 'CREATED'
    const async: SaleStatusSource = async () => undefined
    createSaleTracker(client, { id: 's', secret: 't' }, { readStatus: sync })
    createSaleTracker(client, { id: 's', secret: 't' }, { readStatus: async })
    // @ts-expect-error a sale is tracked by id + secret or by the event payload
    createSaleTracker(client, { id: 's' })
    // @ts-expect-error a purchase payload is not a sale
    createSaleTracker(client, { purchase: sale, purchaseViewToken: 't' })
    const tracker = createSaleTracker(client, { id: 's', secret: 't' })
    expectTypeOf(tracker.setStatus).parameter(0).toEqualTypeOf<SaleStatus>()
    // @ts-expect-error not a sale status
    tracker.setStatus('PAID')
  })
})
