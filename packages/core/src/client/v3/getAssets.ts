import type { AssetsQuery, HostAssetsConfig } from '../../types/assets.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** `v3.getAssets` (spec 4.1); the client's `hostApiKey` adds `enabledFeatures`. */
export function getAssets(
  ctx: ClientContext,
  query?: AssetsQuery,
  options?: RequestOptions,
): Promise<HostAssetsConfig> {
  const q = { hostApiKey: ctx.hostApiKey, ...query }
  return request(ctx, { endpoint: 'v3.getAssets', query: q }, options)
}
