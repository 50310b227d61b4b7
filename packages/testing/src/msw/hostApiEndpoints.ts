import { type HostApiEndpointSpec, hostApiEndpoints } from '@rampkit/core/openapi'

/** A path of core's table in MSW's words: `{id}` becomes `:id`. */
type MswPath<Path extends string> = Path extends `${infer Before}{id}${infer After}`
  ? `${Before}:id${After}`
  : Path

/** Each row of a table as MSW matches it: its method and its path, `:id` for `{id}`. */
export type MswRoutes<Table extends Record<string, HostApiEndpointSpec>> = {
  readonly [Name in keyof Table]: readonly [Table[Name]['method'], MswPath<Table[Name]['path']>]
}

/** The MSW route of every row of an endpoint table: core's, or one with more rows in a test. */
export function mswRoutesOf<Table extends Record<string, HostApiEndpointSpec>>(
  table: Table,
): MswRoutes<Table> {
  return Object.fromEntries(
    Object.entries(table).map(([name, { method, path }]) => [
      name,
      [method, path.replace('{id}', ':id')],
    ]),
    // fromEntries keys by string: the rows' names and literal types are restored here.
  ) as unknown as MswRoutes<Table>
}

/**
 * The host API's endpoints by the name of the client method that calls each (`createHostApiClient`):
 * the method and the path under the base URL. `:id` stands for one path segment. Derived from
 * core's endpoint table (`hostApiEndpoints` of `@rampkit/core/openapi`).
 */
export const HOST_API_ENDPOINTS = mswRoutesOf(hostApiEndpoints)

/** A host API endpoint, named after its client method: `'v3.getOnrampQuote'`, `'legacy.getPurchase'`, … */
export type HostApiEndpoint = keyof typeof HOST_API_ENDPOINTS

/**
 * The MSW path of a host API path (`/host-api/…`, as `HOST_API_ENDPOINTS` gives them, or
 * `/host-api/*`), as a regular expression over the request's origin and path. Without `baseUrl`:
 * under any base URL, whatever its origin and its path prefix
 * (`https://api.ramp.network/api/host-api/v3/assets`, `https://app.example/proxy/ramp/host-api/v3/assets`,
 * `http://localhost/host-api/v3/assets`). With `baseUrl` (checked with `checkBaseUrl`): under that
 * base URL only.
 *
 * Not MSW's string patterns (`*` + the path): MSW decodes what their wildcards capture and throws
 * `URIError` on an escape that is not UTF-8 (`/%FF/host-api/…`), and reads `*`, `:`, `(` or `+` in
 * a base URL's path as syntax. This expression captures nothing and escapes the base URL.
 */
export function hostApiPattern(path: `/host-api/${string}`, baseUrl?: string): RegExp {
  const rest = path
    .split('/')
    .map((segment) =>
      segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment),
    )
    .join('/')
  const base = baseUrl === undefined ? ANY_BASE_URL : escapeRegExp(checkBaseUrl(baseUrl))
  return new RegExp(`^${base}${rest}/?$`)
}

// An http(s) origin, then any path prefix (none included).
const ANY_BASE_URL = 'https?://[^/]+(?:/.*)?'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/**
 * The base URL a host API request was sent under: its origin and its path up to the last
 * `/host-api/` (no host API path holds another one: ids are single segments).
 */
export function baseUrlOf(url: URL): string {
  const at = url.pathname.lastIndexOf('/host-api/')
  return `${url.origin}${url.pathname.slice(0, Math.max(at, 0))}`
}

/** The endpoint's name, or a TypeError listing the names (a test author's typo). */
export function checkEndpoint(endpoint: string): HostApiEndpoint {
  if (Object.hasOwn(HOST_API_ENDPOINTS, endpoint)) return endpoint as HostApiEndpoint
  throw new TypeError(
    `Unknown host API endpoint ${JSON.stringify(endpoint).slice(0, 60)}; expected one of ${Object.keys(HOST_API_ENDPOINTS).join(', ')}.`,
  )
}

/** A base URL without its trailing slashes, or a TypeError: it must be an absolute http(s) URL. */
export function checkBaseUrl(baseUrl: string): string {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new TypeError(
      `baseUrl must be an absolute URL, got ${JSON.stringify(baseUrl).slice(0, 80)}.`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError('baseUrl must be an http: or https: URL.')
  }
  if (url.search || url.hash) throw new TypeError('baseUrl must have no query or fragment.')
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}
