import type { ServiceSale } from '../../types/transactions.js'
import { requireNonEmpty } from '../invalidRequest.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** `v3.getSale` (spec 4.4); `secret` is the sale's view token. */
export async function getSale(
  ctx: ClientContext,
  id: string,
  secret: string,
  options?: RequestOptions,
): Promise<ServiceSale> {
  requireNonEmpty('id', id)
  requireNonEmpty('secret', secret)
  return request(
    ctx,
    {
      endpoint: 'v3.getSale',
      id,
      query: { secret },
    },
    options,
  )
}
