import { describe, expect, it } from 'vitest'
import { ASSETS } from './fixtures/assets.js'
import { CHAINS } from './fixtures/chains.js'
import { DEVELOPMENT_ADDRESSES, developmentAccount, developmentWallet } from './wallet.js'

describe('the development wallet', () => {
  it('answers every asset of the catalog with an address the sandbox accepts on its chain', () => {
    for (const asset of ASSETS) {
      const chain = CHAINS.find(({ id }) => id === asset.chain)
      const account = developmentAccount({ type: asset.chain, assetSymbol: asset.id })
      expect(account, asset.id).toEqual({
        type: asset.chain,
        assetSymbol: asset.id,
        address: DEVELOPMENT_ADDRESSES[asset.chain],
        name: 'Development address (sandbox only)',
      })
      expect(account.address, asset.id).toMatch(chain?.addressPattern ?? /no chain/)
    }
  })

  it('reads the chain from the request type when the asset id has no known prefix', () => {
    expect(developmentAccount({ type: 'BTC', assetSymbol: 'BTC' }).address).toBe(
      DEVELOPMENT_ADDRESSES.BTC,
    )
  })

  it('throws for a chain it has no address on, inherited keys included, so the widget asks', () => {
    expect(() => developmentAccount({ type: 'DOGE', assetSymbol: 'DOGE_DOGE' })).toThrow(
      'No development address for DOGE_DOGE.',
    )
    expect(() => developmentAccount({ type: 'constructor', assetSymbol: 'constructor_X' })).toThrow(
      'No development address for constructor_X.',
    )
  })

  it('is the handlers a page gives Buy and Sell: an account, and no sending', () => {
    expect(developmentWallet.onRequestCryptoAccount).toBe(developmentAccount)
    expect('onSendCrypto' in developmentWallet).toBe(false)
    expect(Object.isFrozen(developmentWallet) && Object.isFrozen(DEVELOPMENT_ADDRESSES)).toBe(true)
  })
})
