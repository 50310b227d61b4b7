import type { HostApiEndpoint } from '@rampkit/core/openapi'
import type { Handler, Hono } from 'hono'
import { allowOnly } from './shared.js'

/**
 * Serves a host API endpoint of core's table at its method and path (`{id}` read as Hono's
 * `:id`, `c.req.param('id')`), and answers 405 to the other methods there.
 */
export function serveEndpoint(app: Hono, endpoint: HostApiEndpoint, handler: Handler): void {
  const path = endpoint.path.replace('{id}', ':id')
  app.on(endpoint.method, path, handler)
  allowOnly(app, path, [endpoint.method])
}
