import { describe, expectTypeOf, it } from 'vitest'
import type { HostApiClient } from '../client/createHostApiClient.js'
import type { ServicePurchase } from '../types/transactions.js'
import { createPurchaseTracker } from './createPurchaseTracker.js'

declare const client: HostApiClient

describe('purchase tracker types', () => {
  it('the real client tracks purchases; the snapshot narrows by status', () => {
    const s = createPurchaseTracker(client, { id: 'p', secret: 's' }).getSnapshot()
    if (s.status === 'success') expectTypeOf(s.purchase).toEqualTypeOf<ServicePurchase>()
    if (s.status === 'error') expectTypeOf(s.error).toEqualTypeOf<Error>()
    if (s.status === 'loading') expectTypeOf(s.purchase).toEqualTypeOf<undefined>()
  })
})
