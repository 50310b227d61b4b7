import { describe, expect, it } from 'vitest'
import { createHostApiClient } from '../client/createHostApiClient.js'
import type { HostApiResource } from '../client/HostApiResponseValidator.js'
import * as fixtures from '../client/testing/fixtures.js'
import { json, scriptedFetch } from '../client/testing/scriptedFetch.js'
import { hostApiSchemas } from './hostApiSchemas.js'
import { validateHostApiResponse } from './validateHostApiResponse.js'

const valid: Record<HostApiResource, unknown> = {
  HostAssetsConfig: fixtures.hostAssetsConfig,
  OfframpAssetsConfig: fixtures.offrampAssetsConfig,
  ActiveTransactionCurrencyList: fixtures.currencies,
  ServiceSale: fixtures.sale,
  OnrampQuoteResult: fixtures.onrampQuote,
  OfframpQuoteResult: fixtures.offrampQuote,
  HostAssetsConfigV2: fixtures.hostAssetsConfigV2,
  LegacyHostAssetsConfig: fixtures.legacyAssetsConfig,
  CountryInfoList: fixtures.countries,
  LegacyQuoteResult: fixtures.legacyQuote,
  ServicePurchase: fixtures.purchase,
}

describe('validateHostApiResponse', () => {
  it('has a schema for every resource the client reads', () => {
    expect(Object.keys(hostApiSchemas).sort()).toEqual(Object.keys(valid).sort())
  })

  it.each(Object.entries(valid))('accepts a valid %s and rejects garbage', (resource, data) => {
    expect(validateHostApiResponse(resource as HostApiResource, data)).toEqual({ ok: true })
    const result = validateHostApiResponse(resource as HostApiResource, 'garbage')
    expect(result.ok).toBe(false)
  })

  it('gives dotted paths and messages', () => {
    const result = validateHostApiResponse('CountryInfoList', [
      { ...fixtures.countries[0], name: 1 },
    ])
    expect(result).toEqual({
      ok: false,
      issues: [{ path: '0.name', message: expect.stringContaining('Expected string') }],
    })
  })

  it('with validate on, one odd optional field does not sink a whole asset list', async () => {
    const [eth, usdc] = fixtures.hostAssetsConfig.assets
    const newer = {
      ...fixtures.hostAssetsConfig,
      enabledFeatures: null,
      assets: [
        { ...eth, address: null, badge: 'new' },
        { ...usdc, type: 'ERC7575' },
      ],
    }
    const broken = {
      ...fixtures.hostAssetsConfig,
      assets: [eth, { ...usdc, decimals: 'six' }],
    }
    const script = scriptedFetch([json(newer), json(broken)])
    const client = createHostApiClient({
      baseUrl: 'https://api.test/api',
      fetch: script.fetch,
      validate: validateHostApiResponse,
    })
    await expect(client.v3.getAssets()).resolves.toEqual(newer)
    const error = await client.v3.getAssets().catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      details: { issues: [{ path: 'assets.1.decimals' }] },
    })
    expect((error as Error).message).toContain('assets.1.decimals')
  })

  it('an unknown resource is an issue, not a crash', () => {
    expect(validateHostApiResponse('toString' as never, {})).toMatchObject({ ok: false })
  })

  it('plugs into the client: a drifted body rejects with INVALID_RESPONSE', async () => {
    const script = scriptedFetch([
      json(fixtures.purchase),
      json({ ...fixtures.purchase, fiatValue: '100' }),
    ])
    const client = createHostApiClient({
      baseUrl: 'https://api.test/api',
      fetch: script.fetch,
      validate: validateHostApiResponse,
    })
    await expect(client.legacy.getPurchase('p_1', 'view-token-1')).resolves.toEqual(
      fixtures.purchase,
    )
    await expect(client.legacy.getPurchase('p_1', 'view-token-1')).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      details: { issues: [{ path: 'fiatValue', message: expect.any(String) }] },
    })
  })
})
