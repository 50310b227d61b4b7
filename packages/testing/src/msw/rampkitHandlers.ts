import { type HttpHandler, http } from 'msw'
import { createTestSandbox, type TestSandbox } from '../sandbox/createTestSandbox.js'
import { baseUrlOf, checkBaseUrl, hostApiPattern } from './hostApiEndpoints.js'

/**
 * Options of `rampkitHandlers`: the base URLs the host's client calls and the test sandbox that
 * answers.
 */
export interface RampkitHandlersOptions {
  /**
   * Answer only under these base URL(s): the one the host's client uses
   * (`createHostApiClient({ baseUrl })`, the provider's `baseUrl`), and `legacyBaseUrl` too when
   * it differs. Default: any base URL, whatever its origin and path prefix (production's
   * `https://api.ramp.network/api`, the served sandbox's, a proxy of the host's own such as
   * `https://api.example.test/api`): every request whose path holds `/host-api/…`.
   */
  baseUrl?: string | readonly string[]
  /** The test sandbox that answers; default: a new one (`handlers.sandbox`). */
  sandbox?: TestSandbox
}

/** MSW handlers answering the host API from a test sandbox, which they carry. */
export type RampkitHandlers = HttpHandler[] & {
  /** The sandbox answering: create purchases, move them, read webhook calls. */
  readonly sandbox: TestSandbox
}

/**
 * MSW request handlers that answer every host API path (`/host-api/…`) from an in-process test
 * sandbox: `setupServer(...rampkitHandlers())`. By default under any base URL (any origin, any
 * path prefix: every request whose path holds `/host-api/…`), so the host's client is answered
 * wherever it is pointed; with `baseUrl`, only under that base URL (or those). Other requests are
 * left to the test's other handlers (and MSW's `onUnhandledRequest`).
 */
export function rampkitHandlers(options: RampkitHandlersOptions = {}): RampkitHandlers {
  const sandbox = options.sandbox ?? createTestSandbox()
  const { baseUrl } = options
  const handlers =
    baseUrl === undefined
      ? [
          http.all(hostApiPattern('/host-api/*'), ({ request }) =>
            forward(sandbox, baseUrlOf(new URL(request.url)), request),
          ),
        ]
      : [...new Set((typeof baseUrl === 'string' ? [baseUrl] : baseUrl).map(checkBaseUrl))].map(
          (base) =>
            http.all(hostApiPattern('/host-api/*', base), ({ request }) =>
              forward(sandbox, base, request),
            ),
        )
  return Object.assign(handlers, { sandbox })
}

/** The request, sent to the sandbox's `/api` in-process: the same path under the base, method, headers and body. */
async function forward(sandbox: TestSandbox, base: string, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.href.slice(base.length)
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
  return sandbox.fetch(`${sandbox.baseUrl}${path}`, {
    method: request.method,
    headers: request.headers,
    body,
  })
}
