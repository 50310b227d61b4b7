import type { ServicePurchase } from '../../types/transactions.js'
import { requireNonEmpty } from '../invalidRequest.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** GET {legacy_base_url}/host-api/purchase/{id}?secret= (spec 4.11). */
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
      legacy: true,
      path: `/host-api/purchase/${encodeURIComponent(id)}`,
      query: { secret },
      resource: 'ServicePurchase',
    },
    options,
  )
}
