import type { WidgetConfigKey, WidgetFlow } from '../types.js'
import type { ValidationContext } from '../validation/context.js'
import { describeFlows } from '../validation/describeFlows.js'
import { picksByViewport, variantKind } from '../variants.js'

/** Parameters that only mean something in one flow (spec 2.11). */
const FLOW_ONLY: [WidgetConfigKey, WidgetFlow][] = [
  ['finalUrl', 'ONRAMP'],
  ['useSendCryptoCallback', 'OFFRAMP'],
  ['paymentMethodType', 'ONRAMP'],
]

/**
 * `finalUrl` (hosted integration, on-ramp), `useSendCryptoCallback` (off-ramp) and
 * `paymentMethodType` (on-ramp), when given (a `false` callback switch is harmless).
 * Hosted integration is a URL the host opens itself (`buildWidgetUrl`, an app) or a hosted
 * variant; an overlay or embedded widget never redirects. `auto` opens an overlay from the
 * launcher, but `validateWidgetConfig` cannot know where the configuration goes: a warning.
 */
export function validateFlowOnlyFields(ctx: ValidationContext): void {
  const { config, variant, flows, integration } = ctx
  if (config.finalUrl && variant && integration !== 'hosted' && integration !== 'app') {
    const kind = variantKind(variant)
    // `auto` is an overlay only once the launcher shows it.
    if (kind === 'overlay' && picksByViewport(variant) && integration !== 'launcher') {
      ctx.note('finalUrl', 'finalUrlAuto')
    } else if (kind === 'overlay' || kind === 'embedded') {
      ctx.issue(
        'finalUrl',
        `finalUrl is only for hosted integration (buildWidgetUrl, or a hosted variant), but variant is '${variant}': the widget would never redirect.`,
      )
    }
  }
  for (const [key, flow] of FLOW_ONLY) {
    if (config[key] !== undefined && config[key] !== false && flows && !flows.includes(flow)) {
      ctx.issue(key, `${key} is only for the ${flow} flow, but ${describeFlows(ctx)}.`)
    }
  }
}
