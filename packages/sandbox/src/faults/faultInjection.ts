import type { MiddlewareHandler } from 'hono'
import { type Faults, faultEndpointOf } from './faults.js'

/**
 * Answers a host API call with an armed fault instead of the real answer: 429 (with
 * `Retry-After: 1`), 500, a hold then 504 (the client's own timeout fires first), or a 200 whose
 * JSON is cut off. The hold ends early when the caller goes away.
 */
export function faultInjection(faults: Faults): MiddlewareHandler {
  return async (c, next) => {
    if (!faults.anyArmed()) return next()
    const endpoint = faultEndpointOf(c.req.method, c.req.path.replace(/^\/api/, ''))
    const fault = endpoint === undefined ? undefined : faults.take(endpoint)
    if (!fault) return next()
    const said = `fault injected by POST /sandbox/faults on ${fault.endpoint}`
    switch (fault.fault) {
      case 'status-429':
        return c.json({ code: 'RATE_LIMITED', message: said, retryAfterSeconds: 1 }, 429, {
          'Retry-After': '1',
        })
      case 'status-500':
        return c.json({ code: 'INTERNAL', message: said }, 500)
      case 'malformed-json':
        return c.body('{"injected": "malformed JSON", "assets": [', 200, {
          'Content-Type': 'application/json',
        })
      case 'timeout':
        await hold(fault.hangMs, c.req.raw.signal)
        return c.json({ code: 'TIMEOUT', message: said }, 504)
    }
  }
}

function hold(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}
