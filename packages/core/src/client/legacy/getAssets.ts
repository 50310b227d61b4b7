import type { LegacyAssetsQuery, LegacyHostAssetsConfig } from '../../types/assets.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** GET {legacy_base_url}/host-api/assets (spec 4.8): EUR limits and fees. */
export function getAssets(
  ctx: ClientContext,
  query?: LegacyAssetsQuery,
  options?: RequestOptions,
): Promise<LegacyHostAssetsConfig> {
  const q = { hostApiKey: ctx.hostApiKey, ...query }
  return request(
    ctx,
    { legacy: true, path: '/host-api/assets', query: q, resource: 'LegacyHostAssetsConfig' },
    options,
  )
}
