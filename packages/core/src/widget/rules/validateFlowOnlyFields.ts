import type { WidgetConfigKey, WidgetFlow } from '../types.js'
import type { ValidationContext } from '../validation/context.js'
import { isHostedVariant } from '../variants.js'
import { describeFlows } from './validateFlows.js'

/** Parameters that only mean something in one flow (spec 2.11). */
const FLOW_ONLY: [WidgetConfigKey, WidgetFlow][] = [
  ['finalUrl', 'ONRAMP'],
  ['useSendCryptoCallback', 'OFFRAMP'],
  ['paymentMethodType', 'ONRAMP'],
]

/**
 * `finalUrl` (hosted variants, on-ramp), `useSendCryptoCallback` (off-ramp) and
 * `paymentMethodType` (on-ramp), when given (a `false` callback switch is harmless).
 */
export function validateFlowOnlyFields(ctx: ValidationContext): void {
  const { config, variant, flows } = ctx
  if (config.finalUrl && variant && !isHostedVariant(variant)) {
    ctx.issue('finalUrl', `finalUrl is only for the hosted variants, but variant is '${variant}'.`)
  }
  for (const [key, flow] of FLOW_ONLY) {
    if (config[key] !== undefined && config[key] !== false && flows && !flows.includes(flow)) {
      ctx.issue(key, `${key} is only for the ${flow} flow, but ${describeFlows(ctx)}.`)
    }
  }
}
