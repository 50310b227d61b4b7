import { KEYS_NOT_IN_QUERY } from '../config/urlParams.js'

/**
 * The query parameters for the host's values, as the official SDK 6.2 writes them: in the
 * given order, every key but the address and the DOM node whose value is not null, undefined or
 * `''`; arrays comma-joined, anything else as `String(value)`. Values are not normalised: the
 * widget receives exactly what the host wrote.
 */
export function widgetQueryEntries(values: Iterable<[string, unknown]>): [string, string][] {
  const entries: [string, string][] = []
  for (const [key, value] of values) {
    if (KEYS_NOT_IN_QUERY.includes(key) || value == null || value === '') continue
    entries.push([key, Array.isArray(value) ? value.join(',') : String(value)])
  }
  return entries
}
