import type { ServicePurchase } from '../../types/transactions.js'
import { requireNonEmpty } from '../invalidRequest.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** `legacy.getPurchase` (spec 4.11, under the legacy base URL); `secret` is the purchase's view token. */
export async function getPurchase(
  ctx: ClientContext,
  id: string,
  secret: string,
  options?: RequestOptions,
): Promise<ServicePurchase> {
  requireNonEmpty('id', id)
  requireNonEmpty('secret', secret)
  return request(
    ctx,
    {
      endpoint: 'legacy.getPurchase',
      id,
      query: { secret },
    },
    options,
  )
}
