import { describe, expectTypeOf, it } from 'vitest'
import {
  createClientOf,
  createHostApiClient,
  type HostApiClient,
} from '../client/createHostApiClient.js'
import type { RequestOptions } from '../client/request.js'
import type { CountryInfo } from '../types/currencies.js'
import { throwawayTable } from './testing/throwawayTable.js'

describe('a throwaway row of the endpoint table', () => {
  const client = createClientOf(throwawayTable, { baseUrl: 'https://api.test/api' })

  it("makes a typed method: its request kind's arguments, then options; its response", () => {
    expectTypeOf(client.v3.getThrowaway).parameters.toEqualTypeOf<
      [id: string, secret: string, options?: RequestOptions]
    >()
    expectTypeOf(client.v3.getThrowaway('id', 'secret')).resolves.toEqualTypeOf<CountryInfo[]>()
    // @ts-expect-error the transaction kind requires the secret
    client.v3.getThrowaway('id')
  })

  it('keeps every method of the table it extends, and core client has no such method', () => {
    expectTypeOf(client.v3.getSale).toEqualTypeOf<HostApiClient['v3']['getSale']>()
    expectTypeOf(client.legacy).toEqualTypeOf<HostApiClient['legacy']>()
    // @ts-expect-error the row is not in core's table
    createHostApiClient({ baseUrl: 'https://api.test/api' }).v3.getThrowaway
  })
})
