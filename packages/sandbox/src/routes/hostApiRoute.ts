import { type HostApiEndpointName, hostApiEndpoints } from '@rampkit/core/openapi'
import { type Handler, Hono } from 'hono'
import { allowOnly } from './shared.js'

/**
 * The sandbox's handler of every row of core's endpoint table, by the row's name: a row without
 * one fails the type check where `hostApiRoutes` is called (app.ts).
 */
export type HostApiHandlers = Record<HostApiEndpointName, Handler>

/**
 * The host API's route table, made from core's endpoint table: each row's handler at its method
 * and path (`{id}` read as Hono's `:id`, `c.req.param('id')`), 405 to the other methods there.
 */
export function hostApiRoutes(handlers: HostApiHandlers): Hono {
  const app = new Hono()
  for (const [name, endpoint] of Object.entries(hostApiEndpoints)) {
    const path = endpoint.path.replace('{id}', ':id')
    app.on(endpoint.method, path, handlers[name as HostApiEndpointName])
    allowOnly(app, path, [endpoint.method])
  }
  return app
}
