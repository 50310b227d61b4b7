import { describe, expectTypeOf, it } from 'vitest'
import type {
  OfframpQuoteResult,
  OnrampQuoteResult,
  PaymentMethodName,
  PayoutMethodName,
  QuoteResultForMethod,
} from '../types/quotes.js'
import { bestQuote } from './bestQuote.js'

declare const onramp: OnrampQuoteResult
declare const offramp: OfframpQuoteResult

describe('bestQuote types', () => {
  it('names the method of the flow', () => {
    expectTypeOf(bestQuote(onramp)).toEqualTypeOf<
      { method: PaymentMethodName; quote: QuoteResultForMethod } | undefined
    >()
    expectTypeOf(bestQuote(offramp)).toEqualTypeOf<
      { method: PayoutMethodName; quote: QuoteResultForMethod } | undefined
    >()
  })
})
