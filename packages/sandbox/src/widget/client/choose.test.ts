import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { convertFiat, defaultAssetId, formatUnits, offeredAssets, pickCurrency } from './choose.js'

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

describe('formatUnits', () => {
  it('writes base units as the shortest exact decimal', () => {
    expect(formatUnits('1500000000000000000', 18)).toBe('1.5')
    expect(formatUnits('1000000', 6)).toBe('1')
    expect(formatUnits('1', 8)).toBe('0.00000001')
    expect(formatUnits('0', 18)).toBe('0')
    expect(formatUnits('123', 0)).toBe('123')
  })

  it('agrees with bigint arithmetic', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (units, decimals) => {
          const text = formatUnits(units.toString(), decimals)
          const [whole, fraction = ''] = text.split('.')
          expect(BigInt(whole! + fraction.padEnd(decimals, '0'))).toBe(units)
          expect(fraction.endsWith('0')).toBe(false)
        },
      ),
    )
  })
})
