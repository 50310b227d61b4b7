import type { AssetsQuery, HostAssetsConfigV2 } from '../../types/assets.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** GET /host-api/v2/assets (spec 4.7): as V3, but assets have no `chain`. */
export function getAssets(
  ctx: ClientContext,
  query?: AssetsQuery,
  options?: RequestOptions,
): Promise<HostAssetsConfigV2> {
  const q = { hostApiKey: ctx.hostApiKey, ...query }
  return request(
    ctx,
    { path: '/host-api/v2/assets', query: q, resource: 'HostAssetsConfigV2' },
    options,
  )
}
