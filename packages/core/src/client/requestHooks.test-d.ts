import { describe, expectTypeOf, it } from 'vitest'
import { createHostApiClient, type HostApiClientOptions } from './createHostApiClient.js'
import type { HostApiErrorCode } from './HostApiError.js'
import type { HostApiRequestEvent, HostApiResponseEvent } from './requestHooks.js'

describe('request hook types', () => {
  it('createHostApiClient takes onRequest and onResponse', () => {
    createHostApiClient({
      baseUrl: 'https://x/api',
      onRequest: (event) => {
        expectTypeOf(event).toEqualTypeOf<HostApiRequestEvent>()
      },
      onResponse: (event) => {
        expectTypeOf(event).toEqualTypeOf<HostApiResponseEvent>()
      },
    })
    expectTypeOf<HostApiClientOptions['onRequest']>().toEqualTypeOf<
      ((event: HostApiRequestEvent) => void) | undefined
    >()
    // @ts-expect-error a hook is a function
    createHostApiClient({ baseUrl: 'https://x/api', onResponse: true })
  })

  it('an attempt: method, path, attempt', () => {
    expectTypeOf<HostApiRequestEvent>().toEqualTypeOf<{
      method: 'GET' | 'POST'
      path: string
      attempt: number
    }>()
  })

  it('its end: status always, code on failure, the wait when retried', () => {
    expectTypeOf<HostApiResponseEvent>().toExtend<HostApiRequestEvent>()
    expectTypeOf<HostApiResponseEvent['status']>().toEqualTypeOf<number>()
    expectTypeOf<HostApiResponseEvent['durationMs']>().toEqualTypeOf<number>()
    expectTypeOf<HostApiResponseEvent['code']>().toEqualTypeOf<HostApiErrorCode | undefined>()
    expectTypeOf<HostApiResponseEvent['retryInMs']>().toEqualTypeOf<number | undefined>()
  })

  it('a hook returning something (a logger call) is accepted', () => {
    const log = (_line: string): number => 1
    createHostApiClient({
      baseUrl: 'https://x/api',
      onRequest: ({ method, path }) => log(`${method} ${path}`),
    })
  })
})
