import { describe, expect, it } from 'vitest'
import { createCatalog } from '../catalog/catalog.js'
import type { SandboxError } from '../errors.js'
import { assertAssetInCountry, resolveAsset, resolveFiat, shown } from './resolve.js'

const catalog = createCatalog()
const code = (run: () => unknown) => {
  try {
    run()
    return undefined
  } catch (error) {
    return (error as SandboxError).code
  }
}

describe('resolve', () => {
  it('finds assets by <CHAIN>_<SYMBOL> exactly as written (core grammar)', () => {
    expect(resolveAsset(catalog, 'ETH_USDC', 'onramp').id).toBe('ETH_USDC')
    expect(code(() => resolveAsset(catalog, 'eth_usdc', 'onramp'))).toBe('UNKNOWN_ASSET')
    expect(code(() => resolveAsset(catalog, 'ETH_usdc', 'onramp'))).toBe('UNKNOWN_ASSET')
    expect(code(() => resolveAsset(catalog, 'ETH', 'onramp'))).toBe('UNKNOWN_ASSET')
    expect(code(() => resolveAsset(catalog, 'ETH_NOPE', 'onramp'))).toBe('UNKNOWN_ASSET')
  })

  it('legacy bare symbols: the Ethereum asset, else the only one with that symbol', () => {
    expect(resolveAsset(catalog, 'ETH', 'onramp', true).id).toBe('ETH_ETH')
    expect(resolveAsset(catalog, 'USDC', 'onramp', true).id).toBe('ETH_USDC')
    expect(resolveAsset(catalog, 'sol', 'onramp', true).id).toBe('SOLANA_SOL')
    expect(resolveAsset(catalog, 'BTC', 'onramp', true).id).toBe('BTC_BTC')
  })

  it('disabled assets cannot be quoted; hidden ones can; off-ramp needs an off-ramp asset', () => {
    expect(code(() => resolveAsset(catalog, 'ETH_DAI', 'onramp'))).toBe('ASSET_DISABLED')
    expect(resolveAsset(catalog, 'ETH_WBTC', 'onramp').hidden).toBe(true)
    expect(code(() => resolveAsset(catalog, 'SOLANA_USDC', 'offramp'))).toBe('ASSET_NOT_AVAILABLE')
  })

  it('currencies: unknown vs not offered for the flow', () => {
    expect(resolveFiat(catalog, 'usd', 'onramp').code).toBe('USD')
    expect(code(() => resolveFiat(catalog, 'XXX', 'onramp'))).toBe('UNKNOWN_CURRENCY')
    expect(code(() => resolveFiat(catalog, 'BRL', 'offramp'))).toBe('UNSUPPORTED_CURRENCY')
  })

  it('country restrictions follow supportedAssets: null, a list, []', () => {
    const eth = catalog.asset('ETH_ETH')!
    const pol = catalog.asset('MATIC_POL')!
    expect(code(() => assertAssetInCountry(catalog, pol, 'de'))).toBeUndefined()
    expect(code(() => assertAssetInCountry(catalog, pol, 'us'))).toBe('ASSET_NOT_AVAILABLE')
    expect(code(() => assertAssetInCountry(catalog, eth, 'us'))).toBeUndefined()
    expect(code(() => assertAssetInCountry(catalog, eth, 'pt'))).toBe('ASSET_NOT_AVAILABLE')
    expect(code(() => assertAssetInCountry(catalog, eth, 'zz'))).toBeUndefined()
    expect(code(() => assertAssetInCountry(catalog, eth, undefined))).toBeUndefined()
  })

  it('shows at most 40 characters of user input', () => {
    expect(shown('x'.repeat(1000))).toHaveLength(41)
    expect(shown('ETH')).toBe('ETH')
  })
})
