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

  it('off-ramp address is always present, string or null; networkFee optional', () => {
    const { address: _, networkFee: __, ...native } = offrampAssetsConfig.assets[0]!
    expect(paths(OfframpAssetInfoSchema, { ...native, address: null })).toEqual([])
    expect(paths(OfframpAssetInfoSchema, native)).toEqual(['address'])
    expect(paths(AssetInfoSchema, { ...hostAssetsConfig.assets[0], address: null })).toEqual([
      'address',
    ])
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
