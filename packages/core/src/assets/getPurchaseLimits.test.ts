import { describe, expect, it } from 'vitest'
import {
  hostAssetsConfig,
  hostAssetsConfigV2,
  legacyAssetsConfig,
  offrampAssetsConfig,
} from '../client/testing/fixtures.js'
import { getPurchaseLimits } from './getPurchaseLimits.js'

describe('getPurchaseLimits', () => {
  it('V3: -1 falls back to the global limits, and no minCrypto', () => {
    expect(getPurchaseLimits(hostAssetsConfig, 'ETH_ETH')).toEqual({
      min: 1,
      max: 10000,
      currencyCode: 'EUR',
    })
  })

  it('V3: asset-specific limits win, minCrypto in base units', () => {
    expect(getPurchaseLimits(hostAssetsConfig, 'ETH_USDC')).toEqual({
      min: 5,
      max: 5000,
      minCrypto: '5000000',
      currencyCode: 'EUR',
    })
  })

  it('takes the asset entry itself', () => {
    const usdc = hostAssetsConfig.assets[1]!
    expect(getPurchaseLimits(hostAssetsConfig, usdc)).toEqual(
      getPurchaseLimits(hostAssetsConfig, 'ETH_USDC'),
    )
  })

  it('mixes: only the side that says -1 falls back', () => {
    const config = {
      ...hostAssetsConfig,
      currencyCode: 'USD',
      assets: [{ ...hostAssetsConfig.assets[0]!, minPurchaseAmount: 20, maxPurchaseAmount: -1 }],
    }
    expect(getPurchaseLimits(config, 'ETH_ETH')).toEqual({
      min: 20,
      max: 10000,
      currencyCode: 'USD',
    })
  })

  it('off-ramp config works the same', () => {
    expect(getPurchaseLimits(offrampAssetsConfig, 'ETH_ETH')).toEqual({
      min: 10,
      max: 20000,
      currencyCode: 'EUR',
    })
  })

  it('V2: finds assets by symbol (no chain)', () => {
    expect(getPurchaseLimits(hostAssetsConfigV2, 'USDC')).toMatchObject({ min: 5, max: 5000 })
    expect(() => getPurchaseLimits(hostAssetsConfigV2, 'ETH_USDC')).toThrow(RangeError)
  })

  it('legacy: EUR fields, by symbol', () => {
    expect(getPurchaseLimits(legacyAssetsConfig, 'ETH')).toEqual({
      min: 1,
      max: 3000,
      minCrypto: '1000000000000000',
      currencyCode: 'EUR',
    })
  })

  it('an unknown asset is a RangeError naming it', () => {
    expect(() => getPurchaseLimits(hostAssetsConfig, 'BTC_BTC')).toThrow(/Unknown asset "BTC_BTC"/)
    expect(() => getPurchaseLimits(hostAssetsConfig, 'ETH')).toThrow(RangeError)
  })
})
