import { WIDGET_FLOWS } from '../constants.js'
import type { WidgetFlow } from '../types.js'
import type { ValidationContext } from '../validation/context.js'
import { isOneOf } from '../validation/readers.js'

export function isWidgetFlow(value: unknown): value is WidgetFlow {
  return value === 'ONRAMP' || value === 'OFFRAMP'
}

/**
 * `enabledFlows`: a non-empty array of distinct flows; `defaultFlow`: a flow among the enabled
 * ones (which default to `['ONRAMP']`). Publishes the enabled flows for later rules.
 */
export function validateFlows(ctx: ValidationContext): void {
  const flows = readEnabledFlows(ctx)
  if (flows) ctx.flows = flows
  if (!ctx.has('defaultFlow')) return
  const value = ctx.get('defaultFlow')
  if (!isOneOf(ctx, 'defaultFlow', value, WIDGET_FLOWS) || !flows) return
  if (!flows.includes(value))
    ctx.issue('defaultFlow', `defaultFlow '${value}' is not enabled: ${describeFlows(ctx)}.`)
}

/** The enabled flows, `['ONRAMP']` when absent; undefined when invalid (reported). */
function readEnabledFlows(ctx: ValidationContext): WidgetFlow[] | undefined {
  if (!ctx.has('enabledFlows')) return ['ONRAMP']
  const value = ctx.get('enabledFlows')
  // More than two items always repeats a flow: a huge array is not read item by item.
  if (!Array.isArray(value) || !value.length || value.length > 2) {
    ctx.expect(
      'enabledFlows',
      "a non-empty array of distinct flows such as ['ONRAMP', 'OFFRAMP']",
      value,
    )
    return undefined
  }
  const flows: WidgetFlow[] = []
  for (let index = 0; index < value.length; index++) {
    const item: unknown = value[index]
    const path = `enabledFlows[${index}]`
    if (flows.includes(item as WidgetFlow)) ctx.issue(path, `${path} repeats '${item}'.`)
    else if (isOneOf(ctx, path, item, WIDGET_FLOWS)) flows.push(item)
  }
  if (flows.length < value.length) return undefined
  ctx.config.enabledFlows = flows
  return flows
}

/** `enabledFlows is ['ONRAMP'] (the default)`, for messages. */
export function describeFlows(ctx: ValidationContext): string {
  const list = ctx.flows?.map((flow) => `'${flow}'`).join(', ')
  return `enabledFlows is [${list}]${ctx.has('enabledFlows') ? '' : ' (the default)'}`
}
