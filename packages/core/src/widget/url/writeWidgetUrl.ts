/**
 * The widget address with `pathname` (when given) as its path, as the official SDK resolves it:
 * a missing leading slash is added.
 */
export function widgetBaseUrl(url: string, pathname?: unknown): URL {
  const base = new URL(url)
  // Not a string: the production launcher passes on what it does not check, and ignores it here.
  if (typeof pathname === 'string' && pathname.trim())
    base.pathname = pathname.startsWith('/') ? pathname : `/${pathname}`
  return base
}

/**
 * The widget URL: `url` with each of `entries` written into its query, replacing in place a
 * parameter of that name already there (a stale `hostApiKey` left in `url` cannot win or be
 * doubled), else appended: the official SDK's object spread, where a later value wins. Encoded
 * as URLSearchParams does, so `#`, `&`, `+`, `%` and unicode survive; the whole query is written
 * that way. Entries are trusted: callers build them from a checked configuration and the
 * protocol fields.
 */
export function writeWidgetUrl(url: URL, entries: Iterable<readonly [string, string]>): string {
  const params = new URLSearchParams(url.search)
  for (const [key, value] of entries) params.set(key, value)
  url.search = params.toString()
  return url.href
}
