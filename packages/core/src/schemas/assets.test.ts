import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  hostAssetsConfig,
  hostAssetsConfigV2,
  legacyAssetsConfig,
  offrampAssetsConfig,
} from '../client/testing/fixtures.js'
import {
  AssetInfoSchema,
  HostAssetsConfigSchema,
  HostAssetsConfigV2Schema,
  LegacyHostAssetsConfigSchema,
  OfframpAssetInfoSchema,
  OfframpAssetsConfigSchema,
} from './assets.js'

const paths = (schema: v.GenericSchema, data: unknown) => {
  const result = v.safeParse(schema, data)
  return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue))
}

describe('asset schemas', () => {
  it('accept the spec shapes', () => {
    expect(paths(HostAssetsConfigSchema, hostAssetsConfig)).toEqual([])
    expect(paths(HostAssetsConfigV2Schema, hostAssetsConfigV2)).toEqual([])
    expect(paths(OfframpAssetsConfigSchema, offrampAssetsConfig)).toEqual([])
    expect(paths(LegacyHostAssetsConfigSchema, legacyAssetsConfig)).toEqual([])
    expect(paths(HostAssetsConfigSchema, { ...hostAssetsConfig, enabledFeatures: ['x'] })).toEqual(
      [],
    )
  })

  it('keep fields the service adds later', () => {
    const parsed = v.parse(AssetInfoSchema, { ...hostAssetsConfig.assets[0], newField: 1 })
    expect(parsed).toHaveProperty('newField', 1)
  })

  it('V3 assets need a chain; V2 ones do not', () => {
    const { chain: _, ...noChain } = hostAssetsConfig.assets[0]!
    expect(paths(AssetInfoSchema, noChain)).toEqual(['chain'])
    expect(paths(HostAssetsConfigV2Schema, { ...hostAssetsConfig, assets: [noChain] })).toEqual([])
  })

  it('address: absent and null alike, wherever the spec says "absent" or "string or null"', () => {
    const { address: _, networkFee: __, ...native } = offrampAssetsConfig.assets[0]!
    expect(paths(OfframpAssetInfoSchema, { ...native, address: null })).toEqual([])
    expect(paths(OfframpAssetInfoSchema, native)).toEqual([])
    expect(paths(OfframpAssetInfoSchema, { ...native, networkFee: null })).toEqual([])
    expect(paths(AssetInfoSchema, { ...hostAssetsConfig.assets[0], address: null })).toEqual([])
    const legacy = { ...legacyAssetsConfig.assets[0], address: null }
    expect(
      paths(LegacyHostAssetsConfigSchema, { ...legacyAssetsConfig, assets: [legacy] }),
    ).toEqual([])
    expect(paths(AssetInfoSchema, { ...hostAssetsConfig.assets[0], address: 42 })).toEqual([
      'address',
    ])
  })

  it('a newer service version: extra fields, nulls, new token standards all pass', () => {
    const newer = {
      ...hostAssetsConfig,
      enabledFeatures: null,
      newGlobalField: { nested: [1, 2] },
      assets: hostAssetsConfig.assets.map((asset, index) => ({
        ...asset,
        address: index === 0 ? null : asset.address,
        type: index === 0 ? 'NATIVE_V2' : 'ERC7575',
        price: { ...asset.price, XAU: 0.0012 },
        riskScore: 'low',
        networks: [{ id: 'mainnet' }],
      })),
    }
    expect(paths(HostAssetsConfigSchema, newer)).toEqual([])
  })

  it('decimals is an integer from 0 to 255 (the webhook parser and the sandbox agree)', () => {
    for (const decimals of [0, 18, 255]) {
      expect(paths(AssetInfoSchema, { ...hostAssetsConfig.assets[0], decimals })).toEqual([])
    }
    for (const decimals of [-1, 1.5, 256]) {
      expect(paths(AssetInfoSchema, { ...hostAssetsConfig.assets[0], decimals })).toEqual([
        'decimals',
      ])
    }
  })

  it('off-ramp config has no fee fields to require', () => {
    const { minFeeAmount: _, ...noFee } = hostAssetsConfig
    expect(paths(HostAssetsConfigSchema, noFee)).toEqual(['minFeeAmount'])
    expect(paths(OfframpAssetsConfigSchema, { ...offrampAssetsConfig })).toEqual([])
  })

  it('report the path of each bad field', () => {
    const bad = {
      ...hostAssetsConfig,
      assets: [
        { ...hostAssetsConfig.assets[0], decimals: '18', minPurchaseCryptoAmount: '1.5' },
        { ...hostAssetsConfig.assets[1], price: { EUR: '1' }, minPurchaseAmount: -2 },
      ],
      currencyCode: 3,
    }
    expect(paths(HostAssetsConfigSchema, bad)).toEqual([
      'assets.0.decimals',
      'assets.0.minPurchaseCryptoAmount',
      'assets.1.price.EUR',
      'assets.1.minPurchaseAmount',
      'currencyCode',
    ])
  })

  it('legacy timestamps must be readable dates', () => {
    const asset = { ...legacyAssetsConfig.assets[0], priceUpdateTs: 'yesterday' }
    expect(paths(LegacyHostAssetsConfigSchema, { ...legacyAssetsConfig, assets: [asset] })).toEqual(
      ['assets.0.priceUpdateTs'],
    )
  })
})
