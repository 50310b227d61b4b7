import type { AssetsQuery, HostAssetsConfigV2 } from '../../types/assets.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** `v2.getAssets` (spec 4.7): as V3, but assets have no `chain`. */
export function getAssets(
  ctx: ClientContext,
  query?: AssetsQuery,
  options?: RequestOptions,
): Promise<HostAssetsConfigV2> {
  const q = { hostApiKey: ctx.hostApiKey, ...query }
  return request(ctx, { endpoint: 'v2.getAssets', query: q }, options)
}
