export type * from './assets.js'
export type * from './common.js'
export type * from './currencies.js'
export {
  isBaseUnits,
  isCountryCode,
  isCurrencyCode,
  isDecimals,
  isFiatLimit,
  isLimitBaseUnits,
  isPositiveBaseUnits,
  isQuoteFiatValue,
  isRegionCode,
  isTimestamp,
} from './fieldRules.js'
export { METHOD_LABELS, methodLabel } from './methodLabels.js'
export type * from './quotes.js'
export { PAYMENT_METHODS, PAYOUT_METHODS } from './quotes.js'
export type * from './transactions.js'
