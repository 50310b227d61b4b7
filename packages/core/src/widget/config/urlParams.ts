import { parseFormQuery } from '../../shared/formUrlEncoding.js'
import { WIDGET_CONFIG_KEYS, WIDGET_URL_EXTRA_KEYS } from './constants.js'

// Which configuration keys travel as widget URL parameters, and reading the widget's address:
// what both the configuration rules and the URL layer above them need.

/** Configuration keys that never travel as query parameters: the address itself, a DOM node. */
export const KEYS_NOT_IN_QUERY: readonly string[] = ['url', 'pathname', 'containerNode']

/**
 * Whether a query parameter is one the widget URL carries: every configuration key but `url`
 * and `pathname` (the address) and `containerNode` (a DOM node), and the protocol fields.
 */
export function isWidgetUrlParam(name: string): boolean {
  return (
    !KEYS_NOT_IN_QUERY.includes(name) &&
    [...WIDGET_CONFIG_KEYS, ...WIDGET_URL_EXTRA_KEYS].includes(name as never)
  )
}

/**
 * The widget parameters in `url`'s query, each named once. Read in string code: React Native's
 * URLSearchParams throws on a stray `%`.
 */
export function widgetParamsIn(url: URL): string[] {
  const names = parseFormQuery(url.search.slice(1)).map(([name]) => name)
  return [...new Set(names)].filter(isWidgetUrlParam)
}

/** `value` read as an absolute http(s) URL (surrounding blanks ignored), else undefined. */
export function absoluteHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value.trim())
    // Case-blind: React Native's URL keeps the scheme as typed (`HTTPS:`).
    return /^https?:$/i.test(url.protocol) ? url : undefined
  } catch {
    return undefined
  }
}
