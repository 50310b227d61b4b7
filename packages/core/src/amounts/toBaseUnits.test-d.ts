import { describe, expectTypeOf, it } from 'vitest'
import type { AmountError, AmountErrorCode } from './AmountError.js'
import { fromBaseUnits } from './fromBaseUnits.js'
import { toBaseUnits } from './toBaseUnits.js'

describe('amount helper types', () => {
  it('strings in and out; fromBaseUnits also takes bigint', () => {
    expectTypeOf(toBaseUnits('1.5', 18)).toEqualTypeOf<string>()
    expectTypeOf(fromBaseUnits(1n, 18)).toEqualTypeOf<string>()
    expectTypeOf(fromBaseUnits('1', 18)).toEqualTypeOf<string>()
    // @ts-expect-error numbers lose precision: pass a string
    toBaseUnits(1.5, 18)
    // @ts-expect-error numbers lose precision: pass a string or bigint
    fromBaseUnits(15, 1)
    expectTypeOf<AmountError['code']>().toEqualTypeOf<AmountErrorCode>()
  })
})
