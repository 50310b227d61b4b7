import { Hono } from 'hono'
import { purchaseListItem, saleListItem } from '../records/listItems.js'
import type { SandboxState } from '../state.js'
import { QueryReader } from '../validation/query.js'

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** One page of a list, newest first. */
export interface Page<T> {
  items: T[]
  total: number
  offset: number
  limit: number
  /** The `offset` of the next page, or null on the last one. */
  nextOffset: number | null
}

/**
 * `GET /purchases` and `GET /sales` (`?limit=1–100&offset=`): the records, newest first, with
 * their status timelines and webhook URL (without its query), view tokens redacted.
 */
export function recordListRoutes(state: SandboxState): Hono {
  const app = new Hono()
  app.get('/purchases', (c) => c.json(page(c.req.url, state.store.purchases(), purchaseListItem)))
  app.get('/sales', (c) => c.json(page(c.req.url, state.store.sales(), saleListItem)))
  return app
}

function page<R, T>(url: string, records: R[], view: (record: R) => T): Page<T> {
  const query = new QueryReader(url)
  const limitText = query.matching('limit', /^[0-9]{1,3}$/, `an integer from 1 to ${MAX_PAGE_SIZE}`)
  const offsetText = query.matching('offset', /^[0-9]{1,6}$/, 'an integer from 0 to 999999')
  const limit = limitText === undefined ? DEFAULT_PAGE_SIZE : Number(limitText)
  if (limit < 1 || limit > MAX_PAGE_SIZE) {
    query.issues.push({ path: 'limit', message: `must be an integer from 1 to ${MAX_PAGE_SIZE}` })
  }
  query.done()
  const offset = offsetText === undefined ? 0 : Number(offsetText)
  const newestFirst = records.slice().reverse()
  const items = newestFirst.slice(offset, offset + limit).map(view)
  const next = offset + limit
  return {
    items,
    total: records.length,
    offset,
    limit,
    nextOffset: next < records.length ? next : null,
  }
}
