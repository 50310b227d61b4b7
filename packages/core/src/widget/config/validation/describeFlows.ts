import type { ValidationContext } from './context.js'

/** `enabledFlows is ['ONRAMP'] (the default)`, for messages. */
export function describeFlows(ctx: ValidationContext): string {
  const list = ctx.flows?.map((flow) => `'${flow}'`).join(', ')
  return `enabledFlows is [${list}]${ctx.config.enabledFlows ? '' : ' (the default)'}`
}
