import { describe, expectTypeOf, it } from 'vitest'
import {
  createHostApiClient,
  type HostApiClient,
  type HostApiClientOptions,
} from './createHostApiClient.js'
import type { HostApiResponseValidator } from './HostApiResponseValidator.js'
import type { RequestOptions } from './request.js'

describe('createHostApiClient types', () => {
  it('needs only baseUrl', () => {
    expectTypeOf(createHostApiClient({ baseUrl: 'https://x/api' })).toEqualTypeOf<HostApiClient>()
    // @ts-expect-error baseUrl is required
    createHostApiClient({ hostApiKey: 'k' })
  })

  it('takes validate by injection, never a boolean', () => {
    expectTypeOf<HostApiClientOptions['validate']>().toEqualTypeOf<
      HostApiResponseValidator | undefined
    >()
    // @ts-expect-error pass validateHostApiResponse from @rampkit/core/schemas
    createHostApiClient({ baseUrl: 'https://x/api', validate: true })
  })

  it('every method takes { signal } last', () => {
    const client = createHostApiClient({ baseUrl: 'https://x/api' })
    expectTypeOf(client.v3.getAssets).parameter(1).toEqualTypeOf<RequestOptions | undefined>()
    expectTypeOf(client.v3.getSale).parameter(2).toEqualTypeOf<RequestOptions | undefined>()
    expectTypeOf(client.v3.getOnrampQuote).parameter(1).toEqualTypeOf<RequestOptions | undefined>()
    expectTypeOf(client.legacy.getCountries)
      .parameter(0)
      .toEqualTypeOf<RequestOptions | undefined>()
    expectTypeOf(client.legacy.getPurchase).parameter(2).toEqualTypeOf<RequestOptions | undefined>()
  })
})
