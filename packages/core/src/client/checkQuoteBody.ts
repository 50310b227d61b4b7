import { isAssetId } from '../assets/parseAssetId.js'
import { invalidRequest, requireNonEmpty } from './invalidRequest.js'
import type { ClientContext } from './request.js'

/**
 * Enforces spec 2.7 and 4.5/4.6/4.10 before a quote is sent: the client's `hostApiKey`, an
 * asset id (`<CHAIN>_<SYMBOL>` for V3), and exactly one well-formed amount.
 */
export function checkQuoteBody(ctx: ClientContext, body: unknown, legacy: boolean): void {
  if (!ctx.hostApiKey) invalidRequest('hostApiKey', 'is required for quotes')
  if (typeof body !== 'object' || body === null) invalidRequest('body', 'must be an object')
  const { cryptoAssetSymbol, fiatCurrency, cryptoAmount, fiatValue, userCountryCode } =
    body as Record<string, unknown>
  if (legacy) requireNonEmpty('cryptoAssetSymbol', cryptoAssetSymbol)
  else if (!isAssetId(cryptoAssetSymbol)) {
    invalidRequest('cryptoAssetSymbol', 'must be <CHAIN>_<SYMBOL>, e.g. ETH_USDC')
  }
  requireNonEmpty('fiatCurrency', fiatCurrency)
  if (cryptoAmount === undefined && fiatValue === undefined) {
    invalidRequest('cryptoAmount', 'or fiatValue is required')
  }
  if (cryptoAmount !== undefined && fiatValue !== undefined) {
    invalidRequest('fiatValue', 'must not be passed with cryptoAmount')
  }
  if (
    cryptoAmount !== undefined &&
    !(typeof cryptoAmount === 'string' && /^\d+$/.test(cryptoAmount))
  ) {
    invalidRequest('cryptoAmount', 'must be a non-negative integer string (base units)')
  }
  if (
    fiatValue !== undefined &&
    !(typeof fiatValue === 'number' && fiatValue >= 0 && fiatValue < Infinity)
  ) {
    invalidRequest('fiatValue', 'must be a finite non-negative number')
  }
  if (userCountryCode !== undefined && !/^[A-Za-z]{2}$/.test(String(userCountryCode))) {
    invalidRequest('userCountryCode', 'must be a two-letter country code')
  }
}
