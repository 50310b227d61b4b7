import { Hono } from 'hono'
import { SandboxError } from '../errors.js'
import type { SandboxState } from '../state.js'
import { allowOnly } from './shared.js'

/** `GET /events`: the dashboard's server-sent event stream (see events/eventHub.ts). */
export function eventStreamRoutes(state: SandboxState): Hono {
  const app = new Hono()
  app.get('/events', (c) => {
    const opened = state.events.open()
    if (!opened) {
      throw new SandboxError(
        'RATE_LIMITED',
        `at most ${state.events.maxClients} event streams may be open at once; close a dashboard tab`,
        { retryAfterSeconds: 5 },
        { 'Retry-After': '5' },
      )
    }
    // Ends the stream as soon as the client goes away (the reader's cancel does it too).
    c.req.raw.signal.addEventListener('abort', opened.close, { once: true })
    return c.body(opened.stream, 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    })
  })
  allowOnly(app, '/events', ['GET'])
  return app
}
