import { stableKey } from '../../shared/stableKey.js'
import type { WidgetConfig } from '../config/types.js'

let uniqueKeys = 0

/**
 * A string equal for two configurations that give the same widget URL (key order, `undefined`
 * members and the `containerNode` do not count). Every parameter travels in the URL, so a
 * changed key means the widget must be mounted again; an equal key means nothing to do.
 * A value that has no key (a cycle, a getter that throws) never equals anything.
 */
export function widgetConfigKey(config: WidgetConfig): string {
  try {
    if (typeof config !== 'object' || config === null) return stableKey(config)
    const { containerNode: _container, ...rest } = config
    return stableKey(rest)
  } catch {
    uniqueKeys += 1
    return `#unique:${uniqueKeys}`
  }
}

/** Whether going from `previous` to `next` needs a new widget (a new URL or another container). */
export function widgetNeedsRemount(previous: WidgetConfig, next: WidgetConfig): boolean {
  return (
    containerOf(previous) !== containerOf(next) ||
    widgetConfigKey(previous) !== widgetConfigKey(next)
  )
}

function containerOf(config: WidgetConfig): unknown {
  try {
    return typeof config === 'object' && config !== null ? config.containerNode : undefined
  } catch {
    return undefined
  }
}
