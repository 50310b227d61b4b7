import { type HttpHandler, HttpResponse, http, type JsonBodyType } from 'msw'
import {
  checkEndpoint,
  HOST_API_ENDPOINTS,
  type HostApiEndpoint,
  hostApiPattern,
} from './hostApiEndpoints.js'

/**
 * Options of `failEndpoint` and `answerEndpoint`: answer only the next call (`once`), or only
 * under one base URL.
 */
export interface OverrideOptions {
  /** Only the next call is answered so; later ones reach the sandbox again. Default false. */
  once?: boolean
  /**
   * Only under this base URL (an absolute http(s) URL, as `rampkitHandlers`' `baseUrl`); default:
   * under any base URL, whatever its origin and path prefix, as `rampkitHandlers()` answers.
   */
  baseUrl?: string
}

/** How `failEndpoint` fails a call: an HTTP status (429, 500, …) or no answer at all. */
export type EndpointFailure = number | 'network-error'

/**
 * A handler that fails one host API endpoint: an HTTP status with the service's error body
 * (`{ code, message }`; 429 carries `Retry-After: 1`), or `'network-error'` (the fetch rejects as
 * when the connection drops). For `server.use(...)` in one test.
 */
export function failEndpoint(
  endpoint: HostApiEndpoint,
  failure: EndpointFailure,
  options: OverrideOptions = {},
): HttpHandler {
  if (
    failure !== 'network-error' &&
    !(Number.isInteger(failure) && failure >= 400 && failure <= 599)
  ) {
    throw new TypeError("failEndpoint needs an HTTP status from 400 to 599 or 'network-error'.")
  }
  return override(endpoint, options, () => {
    if (failure === 'network-error') return HttpResponse.error()
    const code = STATUS_CODES[failure] ?? `HTTP_${failure}`
    return HttpResponse.json(
      { code, message: `${code} (answered by failEndpoint)` },
      { status: failure, headers: failure === 429 ? { 'Retry-After': '1' } : {} },
    )
  })
}

/**
 * A handler that answers one host API endpoint with `answer`: a JSON body (status 200), a
 * `Response`, or a function of the request returning either. For `server.use(...)` in one test.
 */
export function answerEndpoint(
  endpoint: HostApiEndpoint,
  answer:
    | JsonBodyType
    | Response
    | ((request: Request) => JsonBodyType | Response | Promise<JsonBodyType | Response>),
  options: OverrideOptions = {},
): HttpHandler {
  return override(endpoint, options, async (request) => {
    const value = typeof answer === 'function' ? await answer(request) : answer
    return value instanceof Response ? value : HttpResponse.json(value)
  })
}

const STATUS_CODES: Record<number, string> = {
  400: 'INVALID_REQUEST',
  401: 'MISSING_API_KEY',
  403: 'UNKNOWN_API_KEY',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
}

function override(
  endpoint: HostApiEndpoint,
  options: OverrideOptions,
  respond: (request: Request) => Response | Promise<Response>,
): HttpHandler {
  return routeHandler(HOST_API_ENDPOINTS[checkEndpoint(endpoint)], options, respond)
}

/** The handler of one row's route (`mswRoutesOf`): its method at its path, under the base URL(s). */
export function routeHandler(
  [method, path]: readonly ['GET' | 'POST', `/host-api/${string}`],
  options: OverrideOptions,
  respond: (request: Request) => Response | Promise<Response>,
): HttpHandler {
  const route = method === 'GET' ? http.get : http.post
  return route(hostApiPattern(path, options.baseUrl), ({ request }) => respond(request), {
    once: options.once ?? false,
  })
}
