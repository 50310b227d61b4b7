import type { LegacyAssetsQuery, LegacyHostAssetsConfig } from '../../types/assets.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** `legacy.getAssets` (spec 4.8, under the legacy base URL): EUR limits and fees. */
export function getAssets(
  ctx: ClientContext,
  query?: LegacyAssetsQuery,
  options?: RequestOptions,
): Promise<LegacyHostAssetsConfig> {
  const q = { hostApiKey: ctx.hostApiKey, ...query }
  return request(ctx, { endpoint: 'legacy.getAssets', query: q }, options)
}
