import { isBaseUnits } from '../types/fieldRules.js'
import {
  type OfframpQuoteResult,
  type OnrampQuoteResult,
  PAYMENT_METHODS,
  PAYOUT_METHODS,
  type PaymentMethodName,
  type PayoutMethodName,
  type QuoteResultForMethod,
} from '../types/quotes.js'
import { type QuoteRequestAmount, quoteOutsideLimits } from './quoteOutsideLimits.js'
import type { QuoteFlow } from './types.js'

/** The method `bestQuote` picked and that method's quote. */
export interface BestQuote<M extends string> {
  method: M
  quote: QuoteResultForMethod
}

/**
 * Options of `bestQuote`: the flow when the result does not tell it, and the requested amount so
 * methods that cannot serve it are skipped.
 */
export interface BestQuoteOptions {
  /** Needed only when the result names no known payment or payout method. Default `onramp`. */
  flow?: QuoteFlow
  /**
   * The amount the quote was asked for (the params: `{ fiatValue }` or `{ cryptoAmount }`).
   * A V3 quote lists every method of the currency, those whose limits the amount misses quoted
   * at their limit; with the request they are skipped (`quoteOutsideLimits`). Without it every
   * entry competes.
   */
  request?: QuoteRequestAmount | null
}

// Fiat values compared as integers of micro-units, so the crypto side stays exact (bigint).
const FIAT_SCALE = 1_000_000

/**
 * The method that serves the user best. On-ramp: the most crypto per fiat paid (the most
 * crypto for a given fiat value, the least fiat for a given crypto amount). Off-ramp: the most
 * fiat per crypto sold (the most fiat received). Entries that are not well-formed quotes are
 * skipped, and with `options.request` so are methods that cannot serve the amount (quoted at
 * their limits); ties go to the method name first in alphabetical order, so key order never
 * matters.
 */
export function bestQuote(
  result: OnrampQuoteResult,
  options?: BestQuoteOptions,
): BestQuote<PaymentMethodName> | undefined
export function bestQuote(
  result: OfframpQuoteResult,
  options?: BestQuoteOptions,
): BestQuote<PayoutMethodName> | undefined
export function bestQuote(
  result: OnrampQuoteResult | OfframpQuoteResult,
  options?: BestQuoteOptions,
): BestQuote<string> | undefined
export function bestQuote(
  result: OnrampQuoteResult | OfframpQuoteResult,
  options?: BestQuoteOptions,
): BestQuote<string> | undefined {
  if (typeof result !== 'object' || result === null) return undefined
  const flow = options?.flow ?? flowOf(Object.keys(result))
  const request = options?.request ?? undefined
  let best:
    | { method: string; quote: QuoteResultForMethod; crypto: bigint; fiat: bigint }
    | undefined
  for (const [method, quote] of Object.entries(result)) {
    if (method === 'asset' || !isQuote(quote)) continue
    if (request && quoteOutsideLimits(quote, request)) continue
    const crypto = BigInt(quote.cryptoAmount)
    const fiat = BigInt(Math.round(quote.fiatValue * FIAT_SCALE))
    // A ratio with a zero denominator is not a price.
    if ((flow === 'onramp' ? fiat : crypto) === 0n) continue
    if (!best) {
      best = { method, quote, crypto, fiat }
      continue
    }
    // On-ramp: crypto/fiat larger is better; off-ramp: fiat/crypto larger is better.
    // Cross-multiplied so no division rounds: a/b > c/d  <=>  a*d > c*b (b, d > 0).
    const left = flow === 'onramp' ? crypto * best.fiat : fiat * best.crypto
    const right = flow === 'onramp' ? best.crypto * fiat : best.fiat * crypto
    if (left > right || (left === right && method < best.method)) {
      best = { method, quote, crypto, fiat }
    }
  }
  return best && { method: best.method, quote: best.quote }
}

function flowOf(keys: string[]): QuoteFlow {
  const payout: readonly string[] = PAYOUT_METHODS
  const payment: readonly string[] = PAYMENT_METHODS
  if (keys.some((key) => payout.includes(key))) return 'offramp'
  if (keys.some((key) => payment.includes(key))) return 'onramp'
  return 'onramp'
}

function isQuote(value: unknown): value is QuoteResultForMethod {
  if (typeof value !== 'object' || value === null) return false
  const { cryptoAmount, fiatValue } = value as Partial<QuoteResultForMethod>
  return (
    isBaseUnits(cryptoAmount) &&
    typeof fiatValue === 'number' &&
    Number.isFinite(fiatValue) &&
    fiatValue >= 0
  )
}
