import { WIDGET_FLOWS } from '../constants.js'
import { resolveWidgetFlows } from '../resolveWidgetFlows.js'
import type { WidgetFlow } from '../types.js'
import type { ValidationContext } from '../validation/context.js'
import { oneOf } from '../validation/readers.js'
import { suggest } from '../validation/suggest.js'

const EXPECTED = oneOf(WIDGET_FLOWS)

export function isWidgetFlow(value: unknown): value is WidgetFlow {
  return value === 'ONRAMP' || value === 'OFFRAMP'
}

/**
 * `enabledFlows`: a non-empty array of distinct flows; `defaultFlow`: a flow among the enabled
 * ones (which default to `['ONRAMP']`). Publishes the resolved flows for later rules.
 */
export function validateFlows(ctx: ValidationContext): void {
  const enabled = readEnabledFlows(ctx)
  const defaultFlow = readDefaultFlow(ctx)
  if (enabled === null || defaultFlow === null) return
  if (enabled) ctx.config.enabledFlows = enabled
  const resolved = resolveWidgetFlows({ enabledFlows: enabled, defaultFlow })
  // Later rules only need the enabled flows, which are valid even if defaultFlow disagrees.
  ctx.flows = resolved
  if (defaultFlow !== undefined && !resolved.enabledFlows.includes(defaultFlow)) {
    const source = enabled ? 'enabledFlows is' : 'enabledFlows is left out, so it defaults to'
    ctx.issue(
      'defaultFlow',
      `defaultFlow '${defaultFlow}' is not an enabled flow: ${source} ${formatFlows(resolved.enabledFlows)}. Add '${defaultFlow}' to enabledFlows.`,
    )
    return
  }
  if (defaultFlow !== undefined) ctx.config.defaultFlow = defaultFlow
}

/** undefined: absent; null: invalid (already reported). */
function readEnabledFlows(ctx: ValidationContext): WidgetFlow[] | undefined | null {
  if (!ctx.has('enabledFlows')) return undefined
  const value = ctx.get('enabledFlows')
  let items: unknown[]
  try {
    if (!Array.isArray(value)) {
      const hint = typeof value === 'string' ? ` (an array, not a comma-separated string)` : ''
      ctx.issue(
        'enabledFlows',
        `enabledFlows must be an array such as ['ONRAMP', 'OFFRAMP']${hint}, got ${ctx.describe('enabledFlows', value)}.`,
      )
      return null
    }
    // More than two items always repeats a flow; reading a huge array item by item is pointless.
    items = Array.from({ length: Math.min(value.length, 3) }, (_, index) => value[index])
    if (value.length > 3) {
      ctx.issue(
        'enabledFlows',
        `enabledFlows has ${value.length} items; it lists each flow at most once (${EXPECTED}).`,
      )
      return null
    }
  } catch {
    ctx.issue('enabledFlows', 'enabledFlows could not be read: reading it threw an error.')
    return null
  }
  if (items.length === 0) {
    ctx.issue(
      'enabledFlows',
      `enabledFlows must list at least one flow (${EXPECTED}); leave it out for the default ['ONRAMP'].`,
    )
    return null
  }
  const flows: WidgetFlow[] = []
  let valid = true
  items.forEach((item, index) => {
    const path = `enabledFlows[${index}]`
    if (!isWidgetFlow(item)) {
      ctx.issue(
        path,
        `${path} must be ${EXPECTED}, got ${ctx.describe('enabledFlows', item)}.${flowHint(item)}`,
      )
      valid = false
    } else if (flows.includes(item)) {
      ctx.issue(path, `${path} repeats '${item}'; list each flow once.`)
      valid = false
    } else {
      flows.push(item)
    }
  })
  return valid ? flows : null
}

function readDefaultFlow(ctx: ValidationContext): WidgetFlow | undefined | null {
  if (!ctx.has('defaultFlow')) return undefined
  const value = ctx.get('defaultFlow')
  if (isWidgetFlow(value)) return value
  ctx.issue(
    'defaultFlow',
    `defaultFlow must be ${EXPECTED}, got ${ctx.describe('defaultFlow', value)}.${flowHint(value)}`,
  )
  return null
}

function flowHint(value: unknown): string {
  const closest = typeof value === 'string' ? suggest(value, WIDGET_FLOWS) : undefined
  return closest ? ` Did you mean '${closest}'?` : ''
}

export function formatFlows(flows: readonly WidgetFlow[]): string {
  return `[${flows.map((flow) => `'${flow}'`).join(', ')}]`
}
