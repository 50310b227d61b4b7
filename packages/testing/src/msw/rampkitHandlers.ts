import { type HttpHandler, http } from 'msw'
import { createTestSandbox, type TestSandbox } from '../sandbox/createTestSandbox.js'
import { checkBaseUrl, DEFAULT_BASE_URLS } from './hostApiEndpoints.js'

/**
 * Options of `rampkitHandlers`: the base URLs the host's client calls and the test sandbox that
 * answers.
 */
export interface RampkitHandlersOptions {
  /**
   * The base URL(s) the host's client uses (`createHostApiClient({ baseUrl })`, the provider's
   * `baseUrl`); `legacyBaseUrl` too when it differs. Default: production's, the served
   * sandbox's (port 8787) and the test sandbox's (`http://localhost/api`).
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
 * MSW request handlers that answer every host API path (`/host-api/…`) under the configured base
 * URLs from an in-process test sandbox: `setupServer(...rampkitHandlers())`. Other requests are
 * left to the test's other handlers (and MSW's `onUnhandledRequest`).
 */
export function rampkitHandlers(options: RampkitHandlersOptions = {}): RampkitHandlers {
  const sandbox = options.sandbox ?? createTestSandbox()
  const bases =
    options.baseUrl === undefined
      ? DEFAULT_BASE_URLS
      : typeof options.baseUrl === 'string'
        ? [options.baseUrl]
        : options.baseUrl
  const handlers = [...new Set(bases.map(checkBaseUrl))].map((base) =>
    http.all(`${base}/host-api/*`, ({ request }) => forward(sandbox, base, request)),
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
