import { WIDGET_FLOWS } from '../constants.js'
import type { WidgetFlow } from '../types.js'
import type { ValidationContext } from '../validation/context.js'
import { isOneOf } from '../validation/readers.js'

/** More items than this is not a list of flows: it is not read item by item. */
const MAX_FLOW_ITEMS = 16

export function isWidgetFlow(value: unknown): value is WidgetFlow {
  return value === 'ONRAMP' || value === 'OFFRAMP'
}

/**
 * `enabledFlows`: flows only (an array, or the hosted mode's comma-separated string with a
 * warning); repeats and an empty list are warnings. `defaultFlow`: a flow; one that is not
 * enabled is a warning. Publishes the enabled flows (default `['ONRAMP']`) for later rules.
 */
export function validateFlows(ctx: ValidationContext): void {
  const flows = readEnabledFlows(ctx)
  if (flows) ctx.flows = flows
  if (!ctx.has('defaultFlow')) return
  const value = ctx.get('defaultFlow')
  if (!isOneOf(ctx, 'defaultFlow', value, WIDGET_FLOWS) || !flows) return
  if (!flows.includes(value)) {
    ctx.note('defaultFlow', 'flowNotEnabled', value)
  }
}

/** The enabled flows, `['ONRAMP']` when absent or empty; undefined when invalid (reported). */
function readEnabledFlows(ctx: ValidationContext): WidgetFlow[] | undefined {
  if (!ctx.has('enabledFlows')) return ['ONRAMP']
  let value = ctx.get('enabledFlows')
  if (typeof value === 'string') {
    ctx.note('enabledFlows', 'flowsString')
    value = value.split(',').map((item) => item.trim())
  }
  if (!Array.isArray(value) || value.length > MAX_FLOW_ITEMS) {
    ctx.expect('enabledFlows', "an array of flows such as ['ONRAMP', 'OFFRAMP']", value)
    return undefined
  }
  if (!value.length) {
    delete ctx.config.enabledFlows
    ctx.note('enabledFlows', 'flowsEmpty')
    return ['ONRAMP']
  }
  const flows: WidgetFlow[] = []
  let valid = true
  for (let index = 0; index < value.length; index++) {
    const item: unknown = value[index]
    const path = `enabledFlows[${index}]`
    if (!isOneOf(ctx, path, item, WIDGET_FLOWS)) valid = false
    else if (flows.includes(item)) ctx.note(path, 'flowRepeated', item)
    else flows.push(item)
  }
  if (!valid) return undefined
  ctx.config.enabledFlows = flows
  return flows
}
