import { PURCHASE_NUMBER_FIELDS } from '../types/purchaseNumberFields.js'
import {
  asObject,
  type JsonObject,
  readBaseUnits,
  readDecimals,
  readId,
  readNullableString,
  readNumber,
  readObject,
  readOptionalNullableString,
  readString,
  readTimestamp,
} from './fields.js'
import type { JsonValue } from './readJsonBody.js'
import type { ServicePurchase } from './types.js'

/**
 * Checks every field of ServicePurchase (spec 2.10), in the order of the spec's table, and
 * returns the same object typed. Unknown fields are kept as they are.
 */
export function validatePurchase(value: JsonValue | undefined, path: string): ServicePurchase {
  const purchase = asObject(value, path)
  readId(purchase, 'id', path)
  readTimestamp(purchase, 'endTime', path)
  validatePurchaseAsset(readObject(purchase, 'asset', path), `${path}.asset`)
  readBaseUnits(purchase, 'cryptoAmount', path)
  readId(purchase, 'fiatCurrency', path)
  for (const key of PURCHASE_NUMBER_FIELDS) readNumber(purchase, key, path)
  readId(purchase, 'purchaseViewToken', path)
  readId(purchase, 'receiverAddress', path)
  readTimestamp(purchase, 'createdAt', path)
  readTimestamp(purchase, 'updatedAt', path)
  readString(purchase, 'status', path)
  readNullableString(purchase, 'finalTxHash', path)
  readString(purchase, 'paymentMethodType', path)
  return purchase as unknown as ServicePurchase
}

function validatePurchaseAsset(asset: JsonObject, path: string): void {
  // PublicAssetDetails.address: only defined for tokens, so absent or null for natives
  readOptionalNullableString(asset, 'address', path)
  readId(asset, 'symbol', path)
  readString(asset, 'name', path)
  readDecimals(asset, 'decimals', path)
  readString(asset, 'type', path)
}
