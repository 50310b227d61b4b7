import { parseFormQuery, serializeFormQuery } from '../../shared/formUrlEncoding.js'
import { canonicalPath, percentEncode, splitHttpUrl } from './httpUrlParts.js'

// `widgetBaseUrl` and `writeWidgetUrl` (writeWidgetUrl.ts) in string code, for the builders an
// app calls (buildWidgetUrl, buildMobileWidgetUrl): React Native's global URL has no `pathname`
// setter and keeps an address as typed, its URLSearchParams writes a query otherwise, and the
// address must come out the same in an app as on the web (writePortableWidgetUrl.test.ts holds
// the two to the same output). The launcher, which runs only in a browser, keeps the browser's
// URL: these bytes would not fit its size cap.

/**
 * The widget address with `pathname` (when given) as its path, as the official SDK resolves it
 * (a missing leading slash is added), written as `new URL(url)` with `pathname` set writes it.
 */
export function portableWidgetBaseUrl(url: string, pathname?: unknown): string {
  const parts = splitHttpUrl(url)
  // Not a string: the production launcher passes on what it does not check, and ignores it here.
  if (typeof pathname === 'string' && pathname.trim())
    parts.path = canonicalPath(pathname.startsWith('/') ? pathname : `/${pathname}`)
  return joinHttpUrl(parts)
}

/**
 * The address to build on: the host's `url` as given, once the check has accepted it, else the
 * checked one (the default). Not the check's canonical copy: that is `new URL(url).href`, which
 * React Native's URL leaves as typed or mangles (`https://w.example?#` gains a `/` in its query).
 */
export function givenWidgetUrl(given: ReadonlyMap<string, unknown>, checked: string): string {
  const url = given.get('url')
  return typeof url === 'string' && url.trim() ? url : checked
}

/**
 * The widget URL: `url` with each of `entries` written into its query as `writeWidgetUrl` writes
 * them (URLSearchParams.set on the parsed query, the whole query re-encoded).
 */
export function writePortableWidgetUrl(
  url: string,
  entries: Iterable<readonly [string, string]>,
): string {
  const parts = splitHttpUrl(url)
  const params = parseFormQuery(parts.query ?? '')
  // URLSearchParams.set: the first of that name takes the value, the others go.
  for (const [key, value] of entries) {
    const at = params.findIndex(([name]) => name === key)
    if (at < 0) params.push([key, value])
    else {
      params[at] = [key, value]
      for (let i = params.length - 1; i > at; i--) if (params[i]![0] === key) params.splice(i, 1)
    }
  }
  const query = serializeFormQuery(params)
  return joinHttpUrl({ ...parts, query: query || undefined })
}

function joinHttpUrl({ origin, path, query, hash }: ReturnType<typeof splitHttpUrl>): string {
  const fragment = hash === undefined ? '' : `#${percentEncode(hash, FRAGMENT_ESCAPED)}`
  return `${origin}${path}${query === undefined ? '' : `?${query}`}${fragment}`
}

/** What the WHATWG URL escapes in a fragment (besides controls and non-ASCII). */
const FRAGMENT_ESCAPED = ' "<>`'
