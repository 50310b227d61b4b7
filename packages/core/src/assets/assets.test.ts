import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { filterAssets, matchesAssetList, parseAssetList } from './assetFilter.js'
import { assetId } from './assetId.js'
import {
  ASSET_ID,
  BARE_SYMBOL,
  chainOfWildcard,
  isAssetId,
  isLegacyAssetSymbol,
  parseAssetId,
} from './parseAssetId.js'

describe('parseAssetId / assetId', () => {
  it('splits chain and symbol at the first underscore', () => {
    expect(parseAssetId('ETH_USDC')).toEqual({ chain: 'ETH', symbol: 'USDC' })
    expect(parseAssetId('ETH_ETH')).toEqual({ chain: 'ETH', symbol: 'ETH' })
    expect(parseAssetId('MATIC_USDC.e')).toEqual({ chain: 'MATIC', symbol: 'USDC.e' })
  })

  it.each(['', 'ETH', 'ETH_', '_USDC', 'eth_usdc', 'ETH_USDC_X', 'ETH-USDC', 'ETH_*', ' ETH_USDC'])(
    'rejects %j with a TypeError that names the expected shape',
    (bad) => {
      expect(isAssetId(bad)).toBe(false)
      expect(() => parseAssetId(bad)).toThrow(/expected <CHAIN>_<SYMBOL>/)
    },
  )

  it('rejects non-strings without crashing', () => {
    for (const bad of [null, undefined, 42, {}, []]) {
      expect(() => parseAssetId(bad as unknown as string)).toThrow(TypeError)
    }
  })

  it('round-trips every valid id', () => {
    const chain = fc.stringMatching(/^[A-Z][A-Z0-9]{0,9}$/)
    const symbol = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9.]{0,9}$/)
    fc.assert(
      fc.property(chain, symbol, (c, s) => {
        const id = assetId({ chain: c, symbol: s })
        expect(parseAssetId(id)).toEqual({ chain: c, symbol: s })
      }),
    )
  })

  it('one grammar: the chain upper-case, the symbol as written (a dot allowed), 64 characters at most', () => {
    expect(isAssetId('ETH_usdc')).toBe(true)
    expect(isAssetId('eth_USDC')).toBe(false)
    expect(isAssetId(`ETH_${'A'.repeat(60)}`)).toBe(true)
    expect(isAssetId(`ETH_${'A'.repeat(61)}`)).toBe(false)
  })

  it('legacy symbols: a bare symbol or an asset id', () => {
    for (const ok of ['ETH', 'USDC.e', 'ETH_USDC']) expect(isLegacyAssetSymbol(ok)).toBe(true)
    for (const bad of ['', ' ETH', 'ETH USDC', 'eth_usdc', '.ETH', 'ETH_*', 7]) {
      expect(isLegacyAssetSymbol(bad)).toBe(false)
    }
  })

  it('chain wildcards name their chain', () => {
    expect(chainOfWildcard('MATIC_*')).toBe('MATIC')
    for (const bad of ['matic_*', 'MATIC_USDC', '_*', '*', 42]) {
      expect(chainOfWildcard(bad)).toBeUndefined()
    }
  })

  it('the three patterns spell the chain and the symbol alike', () => {
    const symbol = BARE_SYMBOL.source.slice(1, -1)
    const chain = ASSET_ID.source.match(/^\^\((.*)\)_\(/)?.[1]
    expect(ASSET_ID.source).toBe(`^(${chain})_(${symbol})$`)
    // The wildcard pattern is private: its chain is the one isAssetId takes.
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_*.]{0,8}$/), (text) => {
        expect(chainOfWildcard(`${text}_*`) !== undefined).toBe(isAssetId(`${text}_X`))
      }),
    )
  })

  it('assetId refuses parts that would not parse back', () => {
    expect(() => assetId({ chain: 'ETH', symbol: 'US_DC' })).toThrow(TypeError)
    expect(() => assetId({ chain: '', symbol: 'USDC' })).toThrow(TypeError)
  })
})

describe('asset lists', () => {
  const assets = [
    { chain: 'ETH', symbol: 'ETH' },
    { chain: 'ETH', symbol: 'USDC' },
    { chain: 'MATIC', symbol: 'USDC' },
    { chain: 'BTC', symbol: 'BTC' },
  ]

  it('blank offers everything', () => {
    expect(filterAssets(assets, '')).toEqual(assets)
    expect(filterAssets(assets, [])).toEqual(assets)
  })

  it('mixes chains and symbols', () => {
    expect(filterAssets(assets, 'ETH_*,MATIC_USDC')).toEqual(assets.slice(0, 3))
    expect(filterAssets(assets, ['BTC_BTC'])).toEqual([assets[3]])
  })

  it('reports every malformed entry with its index', () => {
    expect(parseAssetList('ETH_*, nope,BTC_BTC,*')).toEqual({
      ok: false,
      invalid: [
        { index: 1, value: 'nope' },
        { index: 3, value: '*' },
      ],
    })
    expect(() => filterAssets(assets, 'ETH_USDC,,')).toThrow(/index 1/)
  })

  it('a wildcard covers exactly its chain', () => {
    const parsed = parseAssetList('ETH_*')
    if (!parsed.ok) throw new Error('expected ok')
    expect(matchesAssetList(parsed.entries, { chain: 'ETH', symbol: 'ANY' })).toBe(true)
    expect(matchesAssetList(parsed.entries, { chain: 'ETHX', symbol: 'ETH' })).toBe(false)
  })
})
