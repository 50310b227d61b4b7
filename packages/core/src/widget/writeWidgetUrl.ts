import { isWidgetUrlParam } from './widgetUrlParams.js'

/**
 * The widget address with `pathname` (when given) as its path, as the official SDK resolves it:
 * a missing leading slash is added.
 */
export function widgetBaseUrl(url: string, pathname?: string): URL {
  const base = new URL(url)
  if (pathname?.trim()) base.pathname = pathname.startsWith('/') ? pathname : `/${pathname}`
  return base
}

/**
 * The widget URL: `url` with `entries` appended to its query (encoded as URLSearchParams does,
 * so `#`, `&`, `+`, `%` and unicode survive; the whole query is written that way). Entries are
 * trusted: callers build them from a validated configuration and the protocol fields.
 */
export function writeWidgetUrl(url: URL, entries: Iterable<readonly [string, string]>): string {
  const params = new URLSearchParams(url.search)
  for (const [key, value] of entries) params.append(key, value)
  url.search = params.toString()
  return url.href
}

/** `value` read as an absolute http(s) URL (surrounding blanks ignored), else undefined. */
export function absoluteHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value.trim())
    return /^https?:$/.test(url.protocol) ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * Puts `url` in the one form `buildWidgetUrl` and `parseWidgetUrl` agree on: its query
 * re-serialised as URLSearchParams does, without widget parameters (the configuration sets
 * those; a stale `hostApiKey` left in `url` must not win or be duplicated). Returns the names
 * it removed.
 */
export function removeWidgetParams(url: URL): string[] {
  const params = new URLSearchParams(url.search)
  const removed = [...new Set(params.keys())].filter(isWidgetUrlParam)
  for (const name of removed) params.delete(name)
  url.search = params.toString()
  return removed
}
