import { SandboxError } from '../errors.js'
import type { SandboxState } from '../state.js'
import { QueryReader } from '../validation/query.js'
import type { HostApiHandlers } from './hostApiRoute.js'

/**
 * GET purchase (spec 4.11) and sale (spec 4.4) by id and `secret`. A wrong secret answers
 * exactly like an unknown id (same status, same body), so ids cannot be probed.
 */
export function statusHandlers(
  state: SandboxState,
): Pick<HostApiHandlers, 'legacy.getPurchase' | 'v3.getSale'> {
  function readSecret(url: string): string {
    const query = new QueryReader(url)
    const secret = query.string('secret', 512)
    if (secret === undefined || secret === '') {
      query.issues.push({ path: 'secret', message: 'is required' })
    }
    query.done()
    return secret!
  }

  return {
    'legacy.getPurchase': (c) => {
      const secret = readSecret(c.req.url)
      const purchase = state.store.readPurchase(c.req.param('id')!, secret)
      if (!purchase) throw new SandboxError('NOT_FOUND', 'purchase not found')
      return c.json(purchase)
    },
    'v3.getSale': (c) => {
      const secret = readSecret(c.req.url)
      const sale = state.store.readSale(c.req.param('id')!, secret)
      if (!sale) throw new SandboxError('NOT_FOUND', 'sale not found')
      return c.json(sale)
    },
  }
}
