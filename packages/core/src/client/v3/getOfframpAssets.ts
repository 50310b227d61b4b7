import type { AssetsQuery, OfframpAssetsConfig } from '../../types/assets.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** GET /host-api/v3/offramp/assets (spec 4.2). */
export function getOfframpAssets(
  ctx: ClientContext,
  query?: AssetsQuery,
  options?: RequestOptions,
): Promise<OfframpAssetsConfig> {
  const q = { hostApiKey: ctx.hostApiKey, ...query }
  return request(
    ctx,
    { path: '/host-api/v3/offramp/assets', query: q, resource: 'OfframpAssetsConfig' },
    options,
  )
}
