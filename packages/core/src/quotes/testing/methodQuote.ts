// Test helper (not published: src/**/testing/**).
import type { QuoteResultForMethod } from '../../types/quotes.js'

/** One payment method's quote: `cryptoAmount` (base units) for `fiatValue` EUR, fees of 1. */
export const methodQuote = (cryptoAmount: string, fiatValue: number): QuoteResultForMethod => ({
  fiatCurrency: 'EUR',
  cryptoAmount,
  fiatValue,
  baseServiceFee: 1,
  appliedFee: 1,
})
