import type { PaymentMethodName } from '../../types/quotes.js'
import { DEPRECATED_PAYMENT_METHODS, WIDGET_PAYMENT_METHODS } from '../constants.js'
import type { ValidationContext } from '../validation/context.js'
import { quote } from '../validation/describeValue.js'
import { oneOf } from '../validation/readers.js'
import { suggest } from '../validation/suggest.js'
import { formatFlows } from './validateFlows.js'

// A Map, not the object: a lookup of 'constructor' or '__proto__' must find nothing.
const DEPRECATED: ReadonlyMap<string, PaymentMethodName> = new Map(
  Object.entries(DEPRECATED_PAYMENT_METHODS),
)
const CURRENT: ReadonlySet<string> = new Set(WIDGET_PAYMENT_METHODS)

/** On-ramp only; current names pass, deprecated ones are mapped with a warning. */
export function validatePaymentMethod(ctx: ValidationContext): void {
  if (!ctx.has('paymentMethodType')) return
  const value = ctx.get('paymentMethodType')
  let method: PaymentMethodName | undefined
  if (typeof value === 'string' && CURRENT.has(value)) {
    method = value as PaymentMethodName
  } else if (typeof value === 'string' && DEPRECATED.has(value)) {
    method = DEPRECATED.get(value)!
    ctx.warn(
      'paymentMethodType',
      `paymentMethodType '${value}' is deprecated and was mapped to '${method}'; pass '${method}' instead.`,
    )
  } else {
    const closest =
      typeof value === 'string' ? suggest(value, [...CURRENT, ...DEPRECATED.keys()]) : undefined
    const current = closest ? (DEPRECATED.get(closest) ?? closest) : undefined
    ctx.issue(
      'paymentMethodType',
      `paymentMethodType must be one of ${oneOf(WIDGET_PAYMENT_METHODS)}, got ${ctx.describe('paymentMethodType', value)}.${current ? ` Did you mean ${quote(current)}?` : ''}`,
    )
    return
  }
  const flows = ctx.flows?.enabledFlows
  if (flows && !flows.includes('ONRAMP')) {
    ctx.issue(
      'paymentMethodType',
      `paymentMethodType is for the on-ramp flow only, but enabledFlows is ${formatFlows(flows)}. Remove it or enable 'ONRAMP'.`,
    )
    return
  }
  ctx.config.paymentMethodType = method
}
