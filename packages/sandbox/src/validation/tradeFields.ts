import { isCurrencyCode } from '@rampkit/core'
import type { FieldReader } from './fields.js'

/** How a body names its asset: core's rule and the words of the issue when it does not match. */
export interface AssetIdSyntax {
  rule: (value: string) => boolean
  expected: string
}

/**
 * Reads the fields every quote and trade body starts with (spec 2.7), in this order:
 * `cryptoAssetSymbol`, `fiatCurrency`, then exactly one of `cryptoAmount` / `fiatValue`.
 * A field that is missing or bad is `undefined` and has its issue in `read.issues`.
 */
export function readTradeFields(read: FieldReader, asset: AssetIdSyntax) {
  const cryptoAssetSymbol = read.string('cryptoAssetSymbol', {
    required: true,
    rule: asset.rule,
    expected: asset.expected,
    maxLength: 64,
  })
  const fiatCurrency = read.string('fiatCurrency', {
    required: true,
    rule: isCurrencyCode,
    expected: 'a three-letter currency code',
  })
  const amount = read.amount()
  return { cryptoAssetSymbol, fiatCurrency, amount }
}
