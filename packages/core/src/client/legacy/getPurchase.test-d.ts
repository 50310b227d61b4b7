import { describe, expectTypeOf, it } from 'vitest'
import type { PurchaseStatus, ServicePurchase } from '../../types/transactions.js'
import type { HostApiClient } from '../createHostApiClient.js'

declare const client: HostApiClient

describe('client.legacy.getPurchase types', () => {
  it('resolves to ServicePurchase with an open status and string timestamps', () => {
    expectTypeOf(client.legacy.getPurchase('p', 't')).resolves.toEqualTypeOf<ServicePurchase>()
    expectTypeOf<ServicePurchase['status']>().toEqualTypeOf<PurchaseStatus>()
    expectTypeOf<'INITIALIZED'>().toExtend<PurchaseStatus>()
    expectTypeOf<'RELEASED'>().toExtend<PurchaseStatus>()
    expectTypeOf<ServicePurchase['finalTxHash']>().toEqualTypeOf<string | null>()
    expectTypeOf<ServicePurchase['createdAt']>().toEqualTypeOf<string>()
  })
})
