import { createHostApiClient } from '@rampkit/core'
import { env } from '$env/dynamic/public'

// Read on the server when the HTML should already hold the data.
export const load = async () => {
  const client = createHostApiClient({
    baseUrl: env.PUBLIC_RAMPKIT_API_URL ?? 'https://api.ramp.network/api',
  })
  const { assets } = await client.v3.getAssets({ currencyCode: 'EUR' })
  return { assetCount: assets.length }
}
