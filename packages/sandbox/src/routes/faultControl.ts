import { Hono } from 'hono'
import { invalidRequest } from '../errors.js'
import {
  FAULT_ENDPOINTS,
  FAULT_KINDS,
  type FaultEndpoint,
  type FaultKind,
} from '../faults/faults.js'
import type { SandboxState } from '../state.js'
import { fieldReader } from '../validation/fields.js'
import { readRequestJsonObject } from '../validation/readRequestJsonObject.js'
import { allowOnly } from './shared.js'

const DEFAULT_HANG_MS = 15_000

/**
 * Fault injection: `POST /faults` `{ endpoint, fault, count?, hangMs? }` makes the next `count`
 * calls of a host API endpoint answer 429, 500, a timeout or malformed JSON;
 * `{ fault: 'purchase-fails', count? }` makes the next purchases fail. `GET /faults` lists what
 * is armed, `POST /faults/clear` disarms everything (so does a reset).
 */
export function faultControlRoutes(state: SandboxState): Hono {
  const app = new Hono()

  app.get('/faults', (c) => c.json(state.faults.list()))
  app.post('/faults', async (c) => {
    const read = fieldReader(await readRequestJsonObject(c.req.raw))
    const fault = read.oneOf('fault', [...FAULT_KINDS, 'purchase-fails'])
    const count = read.integer('count', { min: 1, max: 100 }) ?? 1
    if (fault === undefined && read.issues.length === 0) {
      read.issues.push({ path: 'fault', message: 'is required' })
    }
    if (fault === 'purchase-fails') {
      if (read.issues.length > 0) throw invalidRequest(read.issues)
      state.faults.failNextPurchases(count)
      return c.json(state.faults.list(), 201)
    }
    const endpoint = read.oneOf('endpoint', FAULT_ENDPOINTS)
    if (
      endpoint === undefined &&
      fault !== undefined &&
      !read.issues.some((issue) => issue.path === 'endpoint')
    ) {
      read.issues.push({ path: 'endpoint', message: 'is required for this fault' })
    }
    const hangMs = read.integer('hangMs', { min: 1, max: 60_000 }) ?? DEFAULT_HANG_MS
    if (read.issues.length > 0) throw invalidRequest(read.issues)
    state.faults.arm({
      endpoint: endpoint as FaultEndpoint,
      fault: fault as FaultKind,
      remaining: count,
      hangMs,
    })
    return c.json(state.faults.list(), 201)
  })
  allowOnly(app, '/faults', ['GET', 'POST'])

  app.post('/faults/clear', (c) => {
    state.faults.clear()
    return c.json(state.faults.list())
  })
  allowOnly(app, '/faults/clear', ['POST'])

  return app
}
