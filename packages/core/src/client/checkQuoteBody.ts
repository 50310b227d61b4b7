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
  if (!ctx.hostApiKey) invalidRequest('hostApiKey', 'is required for quotes')
  if (typeof body !== 'object' || body === null) invalidRequest('body', 'must be an object')
  const sent = Object.fromEntries(
    Object.entries(body as object).filter(([, value]) => value !== null),
  ) as Record<string, unknown>
  const { cryptoAssetSymbol, fiatCurrency, cryptoAmount, fiatValue } = sent
  if (legacy ? !isLegacyAssetSymbol(cryptoAssetSymbol) : !isAssetId(cryptoAssetSymbol)) {
    invalidRequest(
      'cryptoAssetSymbol',
      legacy
        ? 'must be a symbol (ETH) or <CHAIN>_<SYMBOL>'
        : 'must be <CHAIN>_<SYMBOL>, e.g. ETH_USDC',
    )
  }
  if (!isCurrencyCode(fiatCurrency)) {
    invalidRequest('fiatCurrency', 'must be a three-letter currency code')
  }
  if (cryptoAmount === undefined) {
    if (fiatValue === undefined) invalidRequest('cryptoAmount', 'or fiatValue is required')
  } else {
    if (fiatValue !== undefined) invalidRequest('fiatValue', 'must not be passed with cryptoAmount')
    if (!isPositiveBaseUnits(cryptoAmount)) {
      invalidRequest('cryptoAmount', 'must be 1-78 digits, above zero (base units)')
    }
  }
  if (fiatValue !== undefined && !isQuoteFiatValue(fiatValue)) {
    invalidRequest('fiatValue', 'must be a finite number above zero')
  }
  if (!legacy) {
    const { userCountryCode, userRegionCode } = sent
    if (userCountryCode !== undefined && !isCountryCode(userCountryCode)) {
      invalidRequest('userCountryCode', 'must be a two-letter country code')
    }
    if (userRegionCode !== undefined && !isRegionCode(userRegionCode)) {
      invalidRequest('userRegionCode', 'must be 1-3 letters or digits (ISO 3166-2)')
    }
  }
  return sent
}
