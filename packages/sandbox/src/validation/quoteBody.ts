import { isAssetId, isCountryCode, isLegacyAssetSymbol, isRegionCode } from '@rampkit/core'
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
  paymentMethodType?: LegacyPaymentMethod
}

export const LEGACY_PAYMENT_METHODS = [
  'MANUAL_BANK_TRANSFER',
  'AUTO_BANK_TRANSFER',
  'CARD_PAYMENT',
  'APPLE_PAY',
  'GOOGLE_PAY',
] as const
export type LegacyPaymentMethod = (typeof LEGACY_PAYMENT_METHODS)[number]

// Field rules are core's (isAssetId, isCountryCode...): the client, the schemas and this
// sandbox accept the same values.

export function parseQuoteBody(body: Record<string, unknown>): QuoteBody {
  const read = fieldReader(body)
  const { cryptoAssetSymbol, fiatCurrency, amount } = readTradeFields(read, {
    rule: isAssetId,
    expected: 'an asset identifier <CHAIN>_<SYMBOL> (upper-case chain)',
  })
  const userCountryCode = read.string('userCountryCode', {
    rule: isCountryCode,
    expected: 'an ISO 3166-1 alpha-2 code',
  })
  const userRegionCode = read.string('userRegionCode', {
    rule: isRegionCode,
    expected: 'the second part of an ISO 3166-2 code',
  })
  if (read.issues.length > 0 || !cryptoAssetSymbol || !fiatCurrency || !amount) {
    throw invalidRequest(read.issues)
  }
  const parsed: QuoteBody = { cryptoAssetSymbol, fiatCurrency, amount }
  if (userCountryCode !== undefined) parsed.userCountryCode = userCountryCode.toLowerCase()
  if (userRegionCode !== undefined) parsed.userRegionCode = userRegionCode.toUpperCase()
  return parsed
}

export function parseLegacyQuoteBody(body: Record<string, unknown>): LegacyQuoteBody {
  const read = fieldReader(body)
  const { cryptoAssetSymbol, fiatCurrency, amount } = readTradeFields(read, {
    rule: isLegacyAssetSymbol,
    expected: 'an asset symbol or <CHAIN>_<SYMBOL>',
  })
  const paymentMethodType = read.oneOf('paymentMethodType', LEGACY_PAYMENT_METHODS)
  if (read.issues.length > 0 || !cryptoAssetSymbol || !fiatCurrency || !amount) {
    throw invalidRequest(read.issues)
  }
  const parsed: LegacyQuoteBody = { cryptoAssetSymbol, fiatCurrency, amount }
  if (paymentMethodType !== undefined) parsed.paymentMethodType = paymentMethodType
  return parsed
}
