import { describe, expectTypeOf, it } from 'vitest'
import type { ServiceSale } from '../../types/transactions.js'
import type { HostApiClient } from '../createHostApiClient.js'

declare const client: HostApiClient

describe('client.v3.getSale types', () => {
  it('takes id and secret, resolves to ServiceSale without status', () => {
    expectTypeOf(client.v3.getSale('s', 't')).resolves.toEqualTypeOf<ServiceSale>()
    expectTypeOf<ServiceSale>().not.toHaveProperty('status')
    expectTypeOf<ServiceSale['createdAt']>().toEqualTypeOf<string>()
    expectTypeOf<ServiceSale['crypto']['assetInfo']['address']>().toEqualTypeOf<string | null>()
    // @ts-expect-error the secret is required
    client.v3.getSale('s')
  })
})
