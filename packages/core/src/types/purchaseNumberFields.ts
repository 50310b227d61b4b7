import type { ServicePurchase } from './transactions.js'

/**
 * The number fields of a purchase (spec 2.10), in the order of the spec's table: what the
 * webhooks check as numbers and the widget's PURCHASE_CREATED may send as numeric strings.
 */
export const PURCHASE_NUMBER_FIELDS = [
  'fiatValue',
  'assetExchangeRate',
  'assetExchangeRateEur',
  'baseServiceFee',
  'networkFee',
  'appliedFee',
] as const satisfies readonly (keyof ServicePurchase)[]
