import { DEPRECATED_PAYMENT_METHODS, WIDGET_PAYMENT_METHODS } from '../constants.js'
import type { ValidationContext } from '../validation/context.js'
import { isOneOf } from '../validation/readers.js'

/** Current names pass; deprecated ones are mapped with a warning (on-ramp only: see validateFlowOnlyFields). */
export function validatePaymentMethod(ctx: ValidationContext): void {
  if (!ctx.has('paymentMethodType')) return
  const value = ctx.get('paymentMethodType')
  // hasOwn: a lookup of 'constructor' or '__proto__' must find nothing.
  const method =
    typeof value === 'string' && Object.hasOwn(DEPRECATED_PAYMENT_METHODS, value)
      ? DEPRECATED_PAYMENT_METHODS[value as keyof typeof DEPRECATED_PAYMENT_METHODS]
      : value
  if (
    !isOneOf(ctx, 'paymentMethodType', method, WIDGET_PAYMENT_METHODS, DEPRECATED_PAYMENT_METHODS)
  ) {
    return
  }
  ctx.config.paymentMethodType = method
}
