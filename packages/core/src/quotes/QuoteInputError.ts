import type { QuoteRuleCode } from '../hostApi/quoteRules.js'

/**
 * Why quote params were refused before any request (`QuoteInputError.code`): a quote request
 * rule's code (`QuoteRuleCode`, the one set the client's `INVALID_REQUEST` and the sandbox name
 * too), or one of the asset's limits.
 */
export type QuoteInputErrorCode =
  | QuoteRuleCode
  | 'AMOUNT_TOO_LOW'
  | 'AMOUNT_TOO_HIGH'
  /** The `limits` option itself is malformed (a programming error, not the user's). */
  | 'INVALID_LIMITS'

/**
 * The quote param a `QuoteInputError` is about (`QuoteInputError.field`), so a form can show it
 * beside that input.
 */
export type QuoteInputField =
  | 'params'
  | 'cryptoAssetSymbol'
  | 'fiatCurrency'
  | 'userCountryCode'
  | 'userRegionCode'
  | 'amount'
  | 'fiatValue'
  | 'cryptoAmount'
  | 'limits'

/** The fields a `QuoteInputError` is built with (its second constructor argument). */
export interface QuoteInputErrorInit {
  code: QuoteInputErrorCode
  field: QuoteInputField
  /** The bound that was crossed (AMOUNT_TOO_LOW / AMOUNT_TOO_HIGH). */
  limit?: number | string
  /** Currency of a fiat `limit`. */
  currencyCode?: string
}

/** Quote params that break a client-side rule; reported without any request. */
export class QuoteInputError extends Error {
  override name = 'QuoteInputError' as const
  code: QuoteInputErrorCode
  field: QuoteInputField
  limit: number | string | undefined
  currencyCode: string | undefined

  constructor(message: string, init: QuoteInputErrorInit) {
    super(message)
    this.code = init.code
    this.field = init.field
    this.limit = init.limit
    this.currencyCode = init.currencyCode
  }
}

/** Whether `error` is a `QuoteInputError`, optionally with the given code. */
export function isQuoteInputError(
  error: unknown,
  code?: QuoteInputErrorCode,
): error is QuoteInputError {
  return error instanceof QuoteInputError && (code === undefined || error.code === code)
}
