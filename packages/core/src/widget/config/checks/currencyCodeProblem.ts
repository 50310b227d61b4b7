const CURRENCY_CODE = /^[A-Z]{3}$/

/**
 * Undefined when `currency` is a three-letter upper-case code (the widget falls back to the
 * user's local currency for a code it does not know); otherwise the code it probably means, its
 * trimmed upper-case form when that is one (`eur` → `EUR`).
 */
export function currencyCodeProblem(currency: string): { meant?: string } | undefined {
  if (CURRENCY_CODE.test(currency)) return undefined
  const upper = currency.trim().toUpperCase()
  return CURRENCY_CODE.test(upper) ? { meant: upper } : {}
}
