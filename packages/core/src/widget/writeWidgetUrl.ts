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
 * The widget URL: `base` with `entries` appended to its query (encoded as URLSearchParams does,
 * so `#`, `&`, `+`, `%` and unicode survive). Entries are trusted: callers build them from a
 * validated configuration and the protocol fields.
 */
export function writeWidgetUrl(base: URL, entries: Iterable<readonly [string, string]>): string {
  const url = new URL(base)
  const params = new URLSearchParams(url.search)
  for (const [key, value] of entries) params.append(key, value)
  url.search = params.toString()
  return url.href
}
