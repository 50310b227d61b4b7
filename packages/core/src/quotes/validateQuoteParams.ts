import { QUOTE_RULES, quoteRuleProblems, quoteRuleWords } from '../hostApi/quoteRules.js'
import { isCurrencyCode, isLimitBaseUnits } from '../types/fieldRules.js'
import type { QuoteRequestBody } from '../types/quotes.js'
import { QuoteInputError, type QuoteInputField } from './QuoteInputError.js'
import type { QuoteLimits, QuoteParams } from './types.js'

/**
 * Checks quote params against the rules the service would enforce (spec 2.7) and the amount
 * limits of the asset, so a form can show the problem without a request. `params.limits`
 * overrides `limits` field by field. Returns the first problem, or undefined.
 */
export function validateQuoteParams(
  params: unknown,
  limits?: QuoteLimits,
): QuoteInputError | undefined {
  const result = toQuoteRequestBody(params, limits)
  return result instanceof QuoteInputError ? result : undefined
}

/** The request body of valid params (only the fields the service knows), or the problem. */
export function toQuoteRequestBody(
  params: unknown,
  limits?: QuoteLimits,
): QuoteRequestBody | QuoteInputError {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return new QuoteInputError('Quote params must be an object', {
      code: 'INVALID_PARAMS',
      field: 'params',
    })
  }
  const p = params as Partial<Record<keyof QuoteParams, unknown>>
  // The quote request rules' table (hostApi/quoteRules.ts), as the client and the sandbox read it.
  const [problem] = quoteRuleProblems(params, 'quote')
  if (problem) {
    const { field, code } = problem
    const amount = code === 'AMOUNT_REQUIRED' || code === 'AMOUNT_CONFLICT'
    return new QuoteInputError(
      `${field}${amount ? '' : ` ${describe(p[field as keyof QuoteParams])}`} ${quoteRuleWords(problem, 'quote')}`,
      // a form shows the pair's problem beside its amount input, whichever field it names
      { code, field: amount ? 'amount' : (field as QuoteInputField) },
    )
  }

  const merged = mergeLimits(limits, p.limits)
  if (merged instanceof QuoteInputError) return merged

  const body = Object.fromEntries(
    QUOTE_BODY_FIELDS.filter((key) => p[key as keyof QuoteParams] != null).map((key) => [
      key,
      p[key as keyof QuoteParams],
    ]),
  ) as QuoteRequestBody
  const problemOfLimits =
    body.fiatValue !== undefined
      ? checkFiatValue(body.fiatValue, body.fiatCurrency, merged)
      : checkCryptoAmount(body.cryptoAmount as string, merged)
  return problemOfLimits ?? body
}

// The fields the service knows (the table's V3 quote fields): the body sent leaves out the rest.
const QUOTE_BODY_FIELDS = QUOTE_RULES.filter((row) => row[3]).map(([field]) => field)

// The amount against the asset's limits; its own rule has passed (the table's).
function checkFiatValue(
  value: number,
  currency: string,
  limits: QuoteLimits,
): QuoteInputError | undefined {
  // Limits in another currency say nothing about this amount; the service will judge it.
  const limitCurrency = limits.currencyCode ?? currency
  if (limitCurrency.toUpperCase() !== currency.toUpperCase()) return undefined
  const { min, max } = limits
  if (min !== undefined && min > 0 && value < min) {
    return new QuoteInputError(`The amount is below the minimum of ${min} ${limitCurrency}`, {
      code: 'AMOUNT_TOO_LOW',
      field: 'fiatValue',
      limit: min,
      currencyCode: limitCurrency,
    })
  }
  if (max !== undefined && max >= 0 && value > max) {
    return new QuoteInputError(`The amount is above the maximum of ${max} ${limitCurrency}`, {
      code: 'AMOUNT_TOO_HIGH',
      field: 'fiatValue',
      limit: max,
      currencyCode: limitCurrency,
    })
  }
  return undefined
}

function checkCryptoAmount(value: string, limits: QuoteLimits): QuoteInputError | undefined {
  const min = limits.minCryptoAmount
  if (min !== undefined && min !== '-1' && BigInt(value) < BigInt(min)) {
    return new QuoteInputError(`The amount is below the minimum of ${min} base units`, {
      code: 'AMOUNT_TOO_LOW',
      field: 'cryptoAmount',
      limit: min,
    })
  }
  return undefined
}

function mergeLimits(outer: unknown, inner: unknown): QuoteLimits | QuoteInputError {
  const merged: Record<string, unknown> = {}
  for (const source of [outer, inner]) {
    if (source === undefined || source === null) continue
    if (typeof source !== 'object' || Array.isArray(source)) return badLimits('must be an object')
    for (const [key, value] of Object.entries(source)) {
      if (value !== undefined) merged[key] = value
    }
  }
  const { min, max, minCryptoAmount, currencyCode } = merged
  for (const [name, value] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) {
      return badLimits(`${name} must be a finite number (-1: unlimited)`)
    }
  }
  if (minCryptoAmount !== undefined && !isLimitBaseUnits(minCryptoAmount)) {
    return badLimits('minCryptoAmount must be a string of base units (-1: unlimited)')
  }
  if (currencyCode !== undefined && !isCurrencyCode(currencyCode)) {
    return badLimits('currencyCode must be a three-letter currency code')
  }
  return merged as QuoteLimits
}

function badLimits(problem: string): QuoteInputError {
  return new QuoteInputError(`Quote limits: ${problem}`, {
    code: 'INVALID_LIMITS',
    field: 'limits',
  })
}

function describe(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (typeof value === 'number') return String(value)
  return `(${value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`})`
}
