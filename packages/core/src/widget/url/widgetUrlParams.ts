import { WIDGET_CONFIG_KEYS, WIDGET_URL_EXTRA_KEYS } from '../config/constants.js'

/** Every query parameter `buildWidgetUrl` may write, in the order it writes them. */
export function widgetUrlParams(): string[] {
  return [...WIDGET_CONFIG_KEYS, ...WIDGET_URL_EXTRA_KEYS].filter(isWidgetUrlParam)
}

/** Configuration keys that never travel as query parameters: the address itself, a DOM node. */
const NOT_IN_QUERY = ['url', 'pathname', 'containerNode']

/**
 * Whether a query parameter is one the widget URL carries: every configuration key but `url`
 * and `pathname` (the address) and `containerNode` (a DOM node), and the protocol fields.
 */
export function isWidgetUrlParam(name: string): boolean {
  return (
    !NOT_IN_QUERY.includes(name) &&
    [...WIDGET_CONFIG_KEYS, ...WIDGET_URL_EXTRA_KEYS].includes(name as never)
  )
}

/**
 * The query parameters for the host's values, as the official SDK 6.2 writes them: in the
 * given order, every key but the address and the DOM node whose value is not null, undefined or
 * `''`; arrays comma-joined, anything else as `String(value)`. Values are not normalised: the
 * widget receives exactly what the host wrote.
 */
export function widgetQueryEntries(values: Iterable<[string, unknown]>): [string, string][] {
  const entries: [string, string][] = []
  for (const [key, value] of values) {
    if (NOT_IN_QUERY.includes(key) || value == null || value === '') continue
    entries.push([key, Array.isArray(value) ? value.join(',') : String(value)])
  }
  return entries
}
