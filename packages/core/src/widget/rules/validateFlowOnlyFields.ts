import { HOSTED_WIDGET_VARIANTS } from '../constants.js'
import type { WidgetFlow } from '../types.js'
import type { ValidationContext } from '../validation/context.js'
import { oneOf } from '../validation/readers.js'
import { isHostedVariant } from '../variants.js'
import { formatFlows } from './validateFlows.js'

/**
 * Parameters that only mean something in one flow or one variant (spec 2.11): `finalUrl`
 * (hosted variants, on-ramp), `useSendCryptoCallback` (off-ramp); webhooks of a flow that is
 * not enabled only earn a warning, since they do no harm.
 */
export function validateFlowOnlyFields(ctx: ValidationContext): void {
  const flows = ctx.flows?.enabledFlows
  const enabled = (flow: WidgetFlow) => flows === undefined || flows.includes(flow)
  const shown = flows ? formatFlows(flows) : ''

  if (ctx.has('finalUrl')) {
    if (ctx.variant !== undefined && !isHostedVariant(ctx.variant)) {
      ctx.issue(
        'finalUrl',
        `finalUrl is only used by the hosted variants (${oneOf(HOSTED_WIDGET_VARIANTS)}), but variant is '${ctx.variant}'. Remove finalUrl or use a hosted variant.`,
      )
    }
    if (!enabled('ONRAMP')) {
      ctx.issue(
        'finalUrl',
        `finalUrl only applies to the on-ramp flow, but enabledFlows is ${shown}.`,
      )
    }
  }

  if (ctx.config.useSendCryptoCallback === true && !enabled('OFFRAMP')) {
    ctx.issue(
      'useSendCryptoCallback',
      `useSendCryptoCallback is for the off-ramp flow only, but enabledFlows is ${shown}${ctx.has('enabledFlows') ? '' : ' (the default)'}. Add 'OFFRAMP' to enabledFlows or remove it.`,
    )
  }

  if (ctx.config.webhookStatusUrl !== undefined && !enabled('ONRAMP')) {
    ctx.warn(
      'webhookStatusUrl',
      `webhookStatusUrl reports purchases, but the on-ramp flow is not enabled (enabledFlows is ${shown}), so it will not be called.`,
    )
  }
  if (ctx.config.offrampWebhookV3Url !== undefined && !enabled('OFFRAMP')) {
    ctx.warn(
      'offrampWebhookV3Url',
      `offrampWebhookV3Url reports sales, but the off-ramp flow is not enabled (enabledFlows is ${shown}${ctx.has('enabledFlows') ? '' : ', the default'}), so it will not be called.`,
    )
  }
}
