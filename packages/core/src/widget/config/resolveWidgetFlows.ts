import type { WidgetConfig, WidgetFlow } from './types.js'

const DEFAULT_FLOWS: readonly WidgetFlow[] = Object.freeze(['ONRAMP'])

/**
 * The flows the widget will offer and the one it opens with, defaults applied as spec 2.11
 * says: `enabledFlows` defaults to `['ONRAMP']`; `defaultFlow` to the first enabled flow.
 * Meant for validated configurations.
 */
export function resolveWidgetFlows(config: Pick<WidgetConfig, 'enabledFlows' | 'defaultFlow'>): {
  enabledFlows: readonly WidgetFlow[]
  defaultFlow: WidgetFlow
} {
  const enabledFlows =
    config.enabledFlows && config.enabledFlows.length > 0 ? config.enabledFlows : DEFAULT_FLOWS
  return { enabledFlows, defaultFlow: config.defaultFlow ?? enabledFlows[0] ?? 'ONRAMP' }
}
