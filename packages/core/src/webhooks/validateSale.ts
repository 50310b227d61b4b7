import {
  asObject,
  readBaseUnits,
  readDecimals,
  readId,
  readNullableString,
  readNumber,
  readObject,
  readString,
  readTimestamp,
} from './fields.js'
import type { JsonValue } from './readJsonBody.js'
import type { ServiceSale } from './types.js'

/**
 * Checks every field of ServiceSale (spec 2.9), in the order of the spec's table, and returns
 * the same object typed. Unknown fields are kept as they are.
 */
export function validateSale(value: JsonValue | undefined, path: string): ServiceSale {
  const sale = asObject(value, path)
  readId(sale, 'id', path)
  readId(sale, 'purchaseViewToken', path)
  readTimestamp(sale, 'createdAt', path)

  const cryptoPath = `${path}.crypto`
  const crypto = readObject(sale, 'crypto', path)
  readBaseUnits(crypto, 'amount', cryptoPath)
  const assetPath = `${cryptoPath}.assetInfo`
  const assetInfo = readObject(crypto, 'assetInfo', cryptoPath)
  readNullableString(assetInfo, 'address', assetPath)
  readId(assetInfo, 'symbol', assetPath)
  readId(assetInfo, 'chain', assetPath)
  readString(assetInfo, 'type', assetPath)
  readString(assetInfo, 'name', assetPath)
  readDecimals(assetInfo, 'decimals', assetPath)

  const fiatPath = `${path}.fiat`
  const fiat = readObject(sale, 'fiat', path)
  readNumber(fiat, 'amount', fiatPath)
  readId(fiat, 'currencySymbol', fiatPath)
  return sale as unknown as ServiceSale
}
