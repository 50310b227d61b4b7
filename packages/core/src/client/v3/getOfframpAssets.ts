import type { AssetsQuery, OfframpAssetsConfig } from '../../types/assets.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** `v3.getOfframpAssets` (spec 4.2). */
export function getOfframpAssets(
  ctx: ClientContext,
  query?: AssetsQuery,
  options?: RequestOptions,
): Promise<OfframpAssetsConfig> {
  const q = { hostApiKey: ctx.hostApiKey, ...query }
  return request(ctx, { endpoint: 'v3.getOfframpAssets', query: q }, options)
}
