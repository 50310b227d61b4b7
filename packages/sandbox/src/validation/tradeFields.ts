import type { FieldReader } from './fields.js'
import { CURRENCY_CODE } from './query.js'

/** How a body names its asset: the pattern and the words of the issue when it does not match. */
export interface AssetIdSyntax {
  pattern: RegExp
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
    pattern: asset.pattern,
    expected: asset.expected,
    maxLength: 64,
  })
  const fiatCurrency = read.string('fiatCurrency', {
    required: true,
    pattern: CURRENCY_CODE,
    expected: 'a three-letter currency code',
  })
  const amount = read.amount()
  return { cryptoAssetSymbol, fiatCurrency, amount }
}
