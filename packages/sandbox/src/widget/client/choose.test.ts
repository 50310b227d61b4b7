import { describe, expect, it } from 'vitest'
import { assetMatcher, convertFiat, defaultAssetId, offeredAssets, pickCurrency } from './choose.js'

const asset = (chain: string, symbol: string) => ({ chain, symbol })
const CATALOG = [
  asset('ETH', 'ETH'),
  asset('ETH', 'USDC'),
  asset('MATIC', 'POL'),
  asset('MATIC', 'USDC'),
  asset('BTC', 'BTC'),
]
const ids = (list: { chain: string; symbol: string }[]) => list.map((a) => `${a.chain}_${a.symbol}`)

describe('offeredAssets', () => {
  it('offers everything for a blank list', () => {
    expect(ids(offeredAssets(CATALOG, undefined, null))).toEqual(ids(CATALOG))
    expect(ids(offeredAssets(CATALOG, ' ', null))).toEqual(ids(CATALOG))
  })

  it('offers a single asset as the only option', () => {
    expect(ids(offeredAssets(CATALOG, 'ETH_USDC', null))).toEqual(['ETH_USDC'])
  })

  it('expands <CHAIN>_* and mixes chains with symbols, case-insensitively', () => {
    expect(ids(offeredAssets(CATALOG, 'matic_*, btc_btc', null))).toEqual([
      'MATIC_POL',
      'MATIC_USDC',
      'BTC_BTC',
    ])
  })

  it('reads a bare symbol as every asset with that symbol, on any chain', () => {
    expect(ids(offeredAssets(CATALOG, 'USDC', null))).toEqual(['ETH_USDC', 'MATIC_USDC'])
    expect(ids(offeredAssets(CATALOG, 'eth', null))).toEqual(['ETH_ETH'])
    expect(ids(offeredAssets(CATALOG, 'BTC,MATIC_POL', null))).toEqual(['MATIC_POL', 'BTC_BTC'])
  })

  it('offers nothing for a list that names nothing it knows', () => {
    expect(offeredAssets(CATALOG, 'SOLANA_SOL', null)).toEqual([])
    expect(offeredAssets(CATALOG, 'ETH_', null)).toEqual([])
    expect(offeredAssets(CATALOG, '1X_Y', null)).toEqual([])
  })

  it("keeps only the country's supported assets (an empty list offers none)", () => {
    expect(ids(offeredAssets(CATALOG, undefined, ['BTC_BTC', 'ETH_ETH']))).toEqual([
      'ETH_ETH',
      'BTC_BTC',
    ])
    expect(offeredAssets(CATALOG, undefined, [])).toEqual([])
  })
})

describe('defaultAssetId', () => {
  it('prefers defaultAsset, then the first list item, then the first offered asset', () => {
    expect(defaultAssetId(CATALOG, 'ETH_USDC,BTC_BTC', 'BTC_BTC')).toBe('BTC_BTC')
    expect(defaultAssetId(CATALOG, 'BTC_BTC,ETH_USDC', undefined)).toBe('BTC_BTC')
    expect(defaultAssetId(CATALOG, 'MATIC_*', undefined)).toBe('MATIC_POL')
    expect(defaultAssetId(CATALOG, undefined, 'SOLANA_SOL')).toBe('ETH_ETH')
    expect(defaultAssetId([], undefined, undefined)).toBeUndefined()
  })

  it('takes a bare symbol or any case: the first offered asset it names', () => {
    expect(defaultAssetId(CATALOG, undefined, 'USDC')).toBe('ETH_USDC')
    expect(defaultAssetId(CATALOG, undefined, 'btc')).toBe('BTC_BTC')
    expect(defaultAssetId(CATALOG, 'POL,USDC', undefined)).toBe('MATIC_POL')
    expect(defaultAssetId(CATALOG, undefined, 'matic_usdc')).toBe('MATIC_USDC')
  })
})

describe('assetMatcher', () => {
  it('names every asset for a blank list, and matches ids, chains and symbols in any case', () => {
    expect(CATALOG.every(assetMatcher(' , '))).toBe(true)
    const named = assetMatcher('eth_usdc, matic_*, Btc')
    expect(ids(CATALOG.filter(named))).toEqual(['ETH_USDC', 'MATIC_POL', 'MATIC_USDC', 'BTC_BTC'])
    expect(assetMatcher('usdc.e')({ chain: 'MATIC', symbol: 'USDC.e' })).toBe(true)
  })
})

describe('pickCurrency', () => {
  it("uses fiatCurrency when the country offers it, else the country's main currency", () => {
    expect(pickCurrency(['EUR', 'USD'], 'usd', 'EUR')).toEqual({ code: 'USD', fellBack: false })
    expect(pickCurrency(['EUR'], 'BRL', 'EUR')).toEqual({ code: 'EUR', fellBack: true })
    expect(pickCurrency(['USD', 'MXN'], 'EUR', 'MXN')).toEqual({ code: 'MXN', fellBack: true })
    expect(pickCurrency(['USD'], undefined, 'EUR')).toEqual({ code: 'USD', fellBack: false })
    expect(pickCurrency([], 'EUR', 'EUR')).toEqual({ code: undefined, fellBack: true })
  })
})

describe('convertFiat', () => {
  it('converts through the asset price dictionary, to cents', () => {
    const price = { EUR: 2000, BRL: 11000 }
    expect(convertFiat(550, 'BRL', 'EUR', price)).toBe(100)
    expect(convertFiat(100, 'EUR', 'BRL', price)).toBe(550)
    expect(convertFiat(10, 'EUR', 'EUR', price)).toBe(10)
    expect(convertFiat(10, 'EUR', 'XXX', price)).toBe(10)
  })
})
