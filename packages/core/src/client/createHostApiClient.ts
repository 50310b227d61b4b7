import {
  type HostApiEndpointSpec,
  type HostApiEndpointTable,
  type HostApiRequests,
  type HostApiResponses,
  type HostApiVersion,
  hostApiEndpoints,
} from '../hostApi/endpoints.js'
import type { HostApiResponseValidator } from './HostApiResponseValidator.js'
import { invalidRequest } from './invalidRequest.js'
import { type ClientContext, type RequestOptions, type RequestParts, request } from './request.js'
import type { HostApiRequestHooks } from './requestHooks.js'
import { requestBuilders } from './requestKinds.js'

/** `onRequest` and `onResponse` observe each attempt (see `HostApiRequestHooks`). */
export interface HostApiClientOptions extends HostApiRequestHooks {
  /** `{base_url}`, ending with `/api`, e.g. `https://api.ramp.network/api` or the sandbox's. */
  baseUrl: string
  /** `{legacy_base_url}` of the unversioned endpoints; defaults to `baseUrl`. */
  legacyBaseUrl?: string
  /** Required by quotes; also sent to asset endpoints, where it adds `enabledFeatures`. */
  hostApiKey?: string
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch
  /** Time allowed for each attempt (response and body), in ms. Default 10000. */
  timeoutMs?: number
  /** Further attempts after a network error, timeout, 5xx or 429. Default 2. */
  retries?: number
  /**
   * Checks every response body before it is returned; a mismatch rejects with
   * `INVALID_RESPONSE`. Pass `validateHostApiResponse` from `@rampkit/core/schemas`: injected,
   * so that the main entry never bundles the schema library.
   */
  validate?: HostApiResponseValidator
  /** Waits between attempts (tests inject one); must reject with the signal's reason on abort. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Source of backoff jitter in [0, 1); default `Math.random`. */
  random?: () => number
}

/** The method of one row. */
type MethodOf<Row> = Row extends HostApiEndpointSpec
  ? (
      ...args: [...HostApiRequests[Row['request']], options?: RequestOptions]
    ) => Promise<HostApiResponses[Row['response']]>
  : never

/**
 * The methods of a table's endpoints by version group (`v3`, `v2`, `legacy`), each named after its
 * row (`v3.getSale` is `getSale` of `v3`): the arguments of the row's request kind, then the
 * per-call options; it resolves to the row's response. A group's type has no alias of its own, so
 * that it reads as its methods' signatures in editors and in the API reference.
 */
export type HostApiVersionGroups<Table extends HostApiEndpointTable> = {
  [Version in HostApiVersion]: {
    [Name in keyof Table as Name extends `${Version}.${infer Method}` ? Method : never]: MethodOf<
      Table[Name]
    >
  }
}

/**
 * What `createHostApiClient` returns: one method per host API endpoint, grouped by API version
 * (`v3`, `v2`, `legacy`), made from the rows of the endpoint table (`hostApi/endpoints.ts`).
 * Methods reject with `HostApiError`.
 */
export interface HostApiClient extends HostApiVersionGroups<typeof hostApiEndpoints> {
  /** The `baseUrl` in use, trailing slashes removed (the adapters compare it with the widget's). */
  readonly baseUrl: string
}

/**
 * A typed client for every endpoint of the host API (spec 4). Throws `HostApiError`
 * (`INVALID_REQUEST`) at once for unusable options; methods reject with `HostApiError`.
 */
export function createHostApiClient(options: HostApiClientOptions): HostApiClient {
  return createClientOf(hostApiEndpoints, options)
}

/** The client of any table of endpoints: core's, or one with a throwaway row in a test. */
export function createClientOf<Table extends HostApiEndpointTable>(
  table: Table,
  options: HostApiClientOptions,
): HostApiVersionGroups<Table> & { readonly baseUrl: string } {
  const { timeoutMs = 10_000, retries = 2 } = options
  if (!(timeoutMs > 0)) invalidRequest('timeoutMs', 'timeoutMs')
  if (!Number.isInteger(retries) || retries < 0) {
    invalidRequest('retries', 'retries')
  }
  const baseUrl = checkBaseUrl('baseUrl', options.baseUrl)
  const ctx: ClientContext = {
    ...options,
    baseUrl,
    legacyBaseUrl:
      options.legacyBaseUrl === undefined
        ? baseUrl
        : checkBaseUrl('legacyBaseUrl', options.legacyBaseUrl),
    timeoutMs,
    retries,
    sleep: options.sleep ?? sleep,
    random: options.random ?? Math.random,
  }
  // One method per row, in the group its name starts with; async, so that a bad argument
  // rejects rather than throws.
  const client: Record<string, unknown> = { baseUrl }
  for (const [name, endpoint] of Object.entries(table)) {
    const [version, method] = name.split('.') as [string, string]
    const build = requestBuilders[endpoint.request] as (
      ctx: ClientContext,
      ...args: unknown[]
    ) => [RequestParts, RequestOptions | undefined]
    client[version] ??= {}
    ;(client[version] as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const [parts, callOptions] = build(ctx, ...args)
      return request(ctx, name, endpoint, parts, callOptions)
    }
  }
  return client as HostApiVersionGroups<Table> & { readonly baseUrl: string }
}

/** An absolute http(s) URL without query or fragment, trailing slashes removed. */
function checkBaseUrl(field: string, value: unknown): string {
  let url: URL | undefined
  try {
    url = new URL(String(value))
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
    invalidRequest(field, 'url')
  }
  return url.href.replace(/\/+$/, '')
}

// Rejects with the caller's reason as soon as it aborts, and leaves no listener behind.
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    signal?.addEventListener('abort', stop)
  })
}
