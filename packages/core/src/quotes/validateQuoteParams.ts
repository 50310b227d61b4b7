import { isAssetId } from '../assets/parseAssetId.js'
import {
  isCountryCode,
  isCurrencyCode,
  isLimitBaseUnits,
  isPositiveBaseUnits,
  isQuoteFiatValue,
  isRegionCode,
} from '../types/fieldRules.js'
import type { QuoteRequestBody } from '../types/quotes.js'
import { QuoteInputError } from './QuoteInputError.js'
import type { QuoteLimits, QuoteParams } from './types.js'

// Field rules are core's (types/fieldRules.ts): the client, the schemas and the sandbox agree.

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
  if (!isAssetId(p.cryptoAssetSymbol)) {
    return new QuoteInputError(
      `cryptoAssetSymbol ${describe(p.cryptoAssetSymbol)} is not an asset id such as ETH_USDC`,
      { code: 'INVALID_ASSET', field: 'cryptoAssetSymbol' },
    )
  }
  if (!isCurrencyCode(p.fiatCurrency)) {
    return new QuoteInputError(
      `fiatCurrency ${describe(p.fiatCurrency)} is not a three-letter currency code`,
      { code: 'INVALID_CURRENCY', field: 'fiatCurrency' },
    )
  }
  // null counts as not given, as in the client and the sandbox
  const location = checkLocation(p.userCountryCode ?? undefined, p.userRegionCode ?? undefined)
  if (location) return location

  const merged = mergeLimits(limits, p.limits)
  if (merged instanceof QuoteInputError) return merged

  const hasFiat = p.fiatValue !== undefined && p.fiatValue !== null
  const hasCrypto = p.cryptoAmount !== undefined && p.cryptoAmount !== null
  if (hasFiat && hasCrypto) {
    return new QuoteInputError('Give either fiatValue or cryptoAmount, not both', {
      code: 'AMOUNT_CONFLICT',
      field: 'amount',
    })
  }
  if (!hasFiat && !hasCrypto) {
    return new QuoteInputError('Give an amount: fiatValue or cryptoAmount', {
      code: 'AMOUNT_REQUIRED',
      field: 'amount',
    })
  }

  const base = {
    cryptoAssetSymbol: p.cryptoAssetSymbol,
    fiatCurrency: p.fiatCurrency,
    ...(p.userCountryCode != null && { userCountryCode: p.userCountryCode as string }),
    ...(p.userRegionCode != null && { userRegionCode: p.userRegionCode as string }),
  }
  if (hasFiat) {
    const problem = checkFiatValue(p.fiatValue, p.fiatCurrency, merged)
    return problem ?? { ...base, fiatValue: p.fiatValue as number }
  }
  const problem = checkCryptoAmount(p.cryptoAmount, merged)
  return problem ?? { ...base, cryptoAmount: p.cryptoAmount as string }
}

function checkLocation(country: unknown, region: unknown): QuoteInputError | undefined {
  if (country !== undefined && !isCountryCode(country)) {
    return new QuoteInputError(
      `userCountryCode ${describe(country)} is not a two-letter ISO 3166-1 code`,
      { code: 'INVALID_LOCATION', field: 'userCountryCode' },
    )
  }
  if (region !== undefined && !isRegionCode(region)) {
    return new QuoteInputError(
      `userRegionCode ${describe(region)} is not the second part of an ISO 3166-2 code`,
      { code: 'INVALID_LOCATION', field: 'userRegionCode' },
    )
  }
  return undefined
}

function checkFiatValue(
  value: unknown,
  currency: string,
  limits: QuoteLimits,
): QuoteInputError | undefined {
  if (!isQuoteFiatValue(value)) {
    return new QuoteInputError(`fiatValue ${describe(value)} is not a positive number`, {
      code: 'INVALID_AMOUNT',
      field: 'fiatValue',
    })
  }
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

function checkCryptoAmount(value: unknown, limits: QuoteLimits): QuoteInputError | undefined {
  if (!isPositiveBaseUnits(value)) {
    return new QuoteInputError(
      `cryptoAmount ${describe(value)} is not a positive whole number of base units (a string; see toBaseUnits)`,
      { code: 'INVALID_AMOUNT', field: 'cryptoAmount' },
    )
  }
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
