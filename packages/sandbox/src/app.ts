import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { accessGuard, servedAllowOrigin } from './access/accessGuard.js'
import type { AccessPolicy } from './access/accessPolicy.js'
import { dashboardRoutes } from './dashboard/dashboardRoutes.js'
import { SandboxError } from './errors.js'
import { faultInjection } from './faults/faultInjection.js'
import { cors } from './middleware/cors.js'
import { rateLimit } from './middleware/rateLimit.js'
import { assetHandlers } from './routes/assets.js'
import { controlRoutes } from './routes/control.js'
import { currencyHandlers } from './routes/currencies.js'
import { faviconRoutes } from './routes/favicon.js'
import { hostApiRoutes } from './routes/hostApiRoute.js'
import { openApiRoutes } from './routes/openapi.js'
import { quoteHandlers } from './routes/quotes.js'
import { rootRoutes } from './routes/root.js'
import { statusHandlers } from './routes/status.js'
import { createState, type SandboxOptions, type SandboxState } from './state.js'
import { widgetRoutes } from './widget/widgetRoutes.js'

/** What `createSandbox` returns: the Hono app, an in-process `fetch` and the sandbox's state. */
export interface Sandbox {
  /** The Hono app: mount it, or serve it with any adapter. */
  app: Hono
  /**
   * Calls the app in-process, no socket. A relative URL is resolved against
   * `http://localhost` (so `fetch('/api/host-api/v3/assets')` works).
   */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>
  /** Catalog, store, price feed and clock, for tests and tools. */
  state: SandboxState
}

/** Creates the sandbox: the host API under `/api`, the control API under `/sandbox`. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  return buildSandbox(options)
}

/**
 * The sandbox, with `access` (the served sandbox's Host, Origin and CORS rule) in front of every
 * route when given; `startSandbox` gives it, the in-process sandbox has no socket to guard.
 */
export function buildSandbox(options: SandboxOptions, access?: AccessPolicy): Sandbox {
  const state = createState(options)
  const logError =
    options.logError ??
    ((message: string, error: unknown) => console.error(`[rampkit-sandbox] ${message}`, error))

  const api = new Hono()
  // Every row of core's endpoint table, served by its handler (HostApiHandlers: none missing).
  api.route(
    '/',
    hostApiRoutes({
      ...assetHandlers(state),
      ...currencyHandlers(state),
      ...quoteHandlers(state),
      ...statusHandlers(state),
    }),
  )
  api.route('/', openApiRoutes())

  const app = new Hono()
  if (access) app.use('*', accessGuard(access))
  app.use('*', cors(access && servedAllowOrigin(access)))
  // off (the default): no layer at all, rather than one that lets every request through
  if (state.rateLimiter.limit > 0) app.use('/api/*', rateLimit(state.rateLimiter))
  app.use('/api/*', faultInjection(state.faults))
  app.route('/', rootRoutes())
  app.route('/', faviconRoutes())
  app.route('/api', api)
  app.route('/sandbox', controlRoutes(state))
  app.route('/', widgetRoutes(state))
  app.route('/', dashboardRoutes())

  app.notFound((c) =>
    c.json(
      { code: 'NOT_FOUND', message: `no endpoint at ${c.req.method} ${shortPath(c.req.path)}` },
      404,
    ),
  )
  app.onError((error, c) => {
    if (error instanceof SandboxError) {
      return c.json(error.toBody(), error.status as ContentfulStatusCode, error.headers)
    }
    // The client went away before its body arrived: its doing, not a bug. The served sandbox
    // logs it as one line (serverLimits.ts); this answer reaches no one.
    if (isClientAbort(error)) return c.body(null, 400)
    // A bug: answer 500 so tests (the fuzz test above all) see it instead of a masked 4xx.
    logError(`unexpected error on ${c.req.method} ${shortPath(c.req.path)}`, error)
    return c.json({ code: 'INTERNAL', message: 'internal sandbox error' }, 500)
  })

  return {
    app,
    state,
    fetch: async (input, init) => {
      const request =
        input instanceof Request ? input : new Request(new URL(input, 'http://localhost'), init)
      return app.fetch(request)
    },
  }
}

// Node's error for a request body cut short (the connection closed, or the server timed it out).
function isClientAbort(error: Error): boolean {
  return error.message === 'aborted' && (error as { code?: unknown }).code === 'ECONNRESET'
}

function shortPath(path: string): string {
  return path.length > 100 ? `${path.slice(0, 100)}…` : path
}
