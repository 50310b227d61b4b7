import { isAssetId, isLegacyAssetSymbol } from '../assets/parseAssetId.js'
import {
  isCountryCode,
  isCurrencyCode,
  isPositiveBaseUnits,
  isQuoteFiatValue,
  isRegionCode,
} from '../types/fieldRules.js'
import { invalidRequest } from './invalidRequest.js'
import type { ClientContext } from './request.js'

/**
 * Enforces spec 2.7 and 4.5/4.6/4.10 before a quote is sent: the client's `hostApiKey`, an
 * asset id (`<CHAIN>_<SYMBOL>` for V3, a bare symbol too for legacy), a currency code and
 * exactly one amount above zero. The field rules are core's (`types/fieldRules.ts`), the ones
 * the schemas and the sandbox apply. A key set to `null` counts as not passed (as the sandbox
 * and the schemas read it) and is left out of the body returned to send, so the service never
 * has to guess. Unknown keys are the caller's business and pass.
 */
export function checkQuoteBody(
  ctx: ClientContext,
  body: unknown,
  legacy: boolean,
): Record<string, unknown> {
  if (!ctx.hostApiKey) invalidRequest('hostApiKey', 'hostApiKey')
  if (typeof body !== 'object' || body === null) invalidRequest('body', 'body')
  const sent = Object.fromEntries(
    Object.entries(body as object).filter(([, value]) => value !== null),
  ) as Record<string, unknown>
  const { cryptoAssetSymbol, fiatCurrency, cryptoAmount, fiatValue } = sent
  if (legacy ? !isLegacyAssetSymbol(cryptoAssetSymbol) : !isAssetId(cryptoAssetSymbol)) {
    invalidRequest('cryptoAssetSymbol', legacy ? 'legacyAsset' : 'assetId')
  }
  if (!isCurrencyCode(fiatCurrency)) invalidRequest('fiatCurrency', 'currency')
  if (cryptoAmount === undefined) {
    if (fiatValue === undefined) invalidRequest('cryptoAmount', 'amount')
  } else {
    if (fiatValue !== undefined) invalidRequest('fiatValue', 'oneAmount')
    if (!isPositiveBaseUnits(cryptoAmount)) invalidRequest('cryptoAmount', 'baseUnits')
  }
  if (fiatValue !== undefined && !isQuoteFiatValue(fiatValue)) {
    invalidRequest('fiatValue', 'fiatValue')
  }
  if (!legacy) {
    const { userCountryCode, userRegionCode } = sent
    if (userCountryCode !== undefined && !isCountryCode(userCountryCode)) {
      invalidRequest('userCountryCode', 'country')
    }
    if (userRegionCode !== undefined && !isRegionCode(userRegionCode)) {
      invalidRequest('userRegionCode', 'region')
    }
  }
  return sent
}
