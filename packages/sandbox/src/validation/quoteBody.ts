import { invalidRequest } from '../errors.js'
import type { QuoteAmount } from '../pricing/quoteModel.js'
import { fieldReader } from './fields.js'
import { readTradeFields } from './tradeFields.js'

/** Body of the V3 on-/off-ramp quote (spec 2.7). */
export interface QuoteBody {
  cryptoAssetSymbol: string
  fiatCurrency: string
  amount: QuoteAmount
  userCountryCode?: string
  userRegionCode?: string
}

/** Body of the legacy quote (spec 2.7). */
export interface LegacyQuoteBody {
  cryptoAssetSymbol: string
  fiatCurrency: string
  amount: QuoteAmount
  /** Any name: one the catalogue's legacy methods do not have answers UNSUPPORTED_PAYMENT_METHOD. */
  paymentMethodType?: string
}

// Every rule is core's quote request rules' table (readTradeFields): the client, the schemas and
// this sandbox accept the same bodies and name the same rule, with the same code, for a bad one.

export function parseQuoteBody(body: Record<string, unknown>): QuoteBody {
  const read = fieldReader(body)
  const { cryptoAssetSymbol, fiatCurrency, amount } = readTradeFields(read, body, 'quote')
  if (read.issues.length > 0 || !cryptoAssetSymbol || !fiatCurrency || !amount) {
    throw invalidRequest(read.issues)
  }
  const parsed: QuoteBody = { cryptoAssetSymbol, fiatCurrency, amount }
  const { userCountryCode, userRegionCode } = body
  // the table has checked them: strings when not null
  if (userCountryCode != null) parsed.userCountryCode = (userCountryCode as string).toLowerCase()
  if (userRegionCode != null) parsed.userRegionCode = (userRegionCode as string).toUpperCase()
  return parsed
}

export function parseLegacyQuoteBody(body: Record<string, unknown>): LegacyQuoteBody {
  const read = fieldReader(body)
  const { cryptoAssetSymbol, fiatCurrency, amount } = readTradeFields(read, body, 'legacyQuote')
  // Any value: one outside spec 2.8's list is no refusal (core's QUOTE_WARNINGS, the client
  // sends it): the pricing answers UNSUPPORTED_PAYMENT_METHOD for a name it does not have.
  const method = body.paymentMethodType
  const paymentMethodType =
    method == null ? undefined : typeof method === 'string' ? method : JSON.stringify(method)
  if (read.issues.length > 0 || !cryptoAssetSymbol || !fiatCurrency || !amount) {
    throw invalidRequest(read.issues)
  }
  const parsed: LegacyQuoteBody = { cryptoAssetSymbol, fiatCurrency, amount }
  if (paymentMethodType !== undefined) parsed.paymentMethodType = paymentMethodType
  return parsed
}
