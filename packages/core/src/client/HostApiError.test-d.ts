import { describe, expectTypeOf, it } from 'vitest'
import { type HostApiError, type HostApiErrorCode, isHostApiError } from './HostApiError.js'

describe('HostApiError types', () => {
  it('carries typed fields', () => {
    expectTypeOf<HostApiError['status']>().toEqualTypeOf<number>()
    expectTypeOf<HostApiError['code']>().toEqualTypeOf<HostApiErrorCode>()
    expectTypeOf<HostApiError['retryAfterMs']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<HostApiError['name']>().toEqualTypeOf<'HostApiError'>()
  })

  it('codes autocomplete but stay open to the service codes', () => {
    expectTypeOf<'TIMEOUT'>().toExtend<HostApiErrorCode>()
    expectTypeOf<'HTTP_502'>().toExtend<HostApiErrorCode>()
    expectTypeOf<'UNKNOWN_ASSET'>().toExtend<HostApiErrorCode>()
  })

  it('isHostApiError is a type guard', () => {
    const error: unknown = null
    if (isHostApiError(error)) expectTypeOf(error).toEqualTypeOf<HostApiError>()
  })
})
