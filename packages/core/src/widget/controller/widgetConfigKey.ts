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
