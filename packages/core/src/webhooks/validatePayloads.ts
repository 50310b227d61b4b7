// The two payloads a webhook call carries, each a table of its fields in the spec's order.
import { PURCHASE_NUMBER_FIELDS } from '../types/purchaseNumberFields.js'
import {
  asObject,
  type FieldTable,
  readBaseUnits,
  readDecimals,
  readFields,
  readId,
  readNullableString,
  readNumber,
  readObjectOf,
  readOptionalNullableString,
  readString,
  readTimestamp,
} from './fields.js'
import type { JsonValue } from './readJsonBody.js'
import type { ServicePurchase, ServiceSale } from './types.js'

// ServicePurchase (spec 2.10), in the order of the spec's table.
const PURCHASE: FieldTable = {
  id: readId,
  endTime: readTimestamp,
  asset: readObjectOf({
    // PublicAssetDetails.address: only defined for tokens, so absent or null for natives
    address: readOptionalNullableString,
    symbol: readId,
    name: readString,
    decimals: readDecimals,
    type: readString,
  }),
  cryptoAmount: readBaseUnits,
  fiatCurrency: readId,
  ...Object.fromEntries(PURCHASE_NUMBER_FIELDS.map((key) => [key, readNumber])),
  purchaseViewToken: readId,
  receiverAddress: readId,
  createdAt: readTimestamp,
  updatedAt: readTimestamp,
  status: readString,
  finalTxHash: readNullableString,
  paymentMethodType: readString,
}

/**
 * Checks every field of ServicePurchase (spec 2.10), in the order of the spec's table, and
 * returns the same object typed. Unknown fields are kept as they are.
 */
export function validatePurchase(value: JsonValue | undefined, path: string): ServicePurchase {
  const purchase = asObject(value, path)
  readFields(purchase, path, PURCHASE)
  return purchase as unknown as ServicePurchase
}

// ServiceSale (spec 2.9), in the order of the spec's table.
const SALE: FieldTable = {
  id: readId,
  purchaseViewToken: readId,
  createdAt: readTimestamp,
  crypto: readObjectOf({
    amount: readBaseUnits,
    assetInfo: readObjectOf({
      address: readNullableString,
      symbol: readId,
      chain: readId,
      type: readString,
      name: readString,
      decimals: readDecimals,
    }),
  }),
  fiat: readObjectOf({ amount: readNumber, currencySymbol: readId }),
}

/**
 * Checks every field of ServiceSale (spec 2.9), in the order of the spec's table, and returns
 * the same object typed. Unknown fields are kept as they are.
 */
export function validateSale(value: JsonValue | undefined, path: string): ServiceSale {
  const sale = asObject(value, path)
  readFields(sale, path, SALE)
  return sale as unknown as ServiceSale
}
