import { describe, expect, it } from 'vitest'
import { sendFromWallet, walletAccount, walletAddress } from './standInWallet.js'

describe('wallet', () => {
  it('has an address that fits each chain it knows, and none elsewhere', () => {
    for (const chain of ['ETH', 'MATIC', 'BASE']) {
      expect(walletAddress(chain)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    }
    expect(walletAddress('BTC')).toMatch(/^bc1[0-9a-z]{25,62}$/)
    expect(walletAddress('SOLANA')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(walletAddress('TRON')).toBe(undefined)
    expect(walletAddress('constructor')).toBe(undefined)
  })

  it("answers the widget's account request with its address for the asset's chain", () => {
    expect(walletAccount({ type: 'ERC20', assetSymbol: 'MATIC_USDC' })).toEqual({
      address: walletAddress('MATIC'),
      type: 'ERC20',
      name: 'Rampkit Wallet',
      assetSymbol: 'MATIC_USDC',
    })
    // A bare symbol: the type names the chain, or the symbol is the chain's own coin.
    expect(walletAccount({ type: 'SOLANA', assetSymbol: 'SOL' }).address).toBe(
      walletAddress('SOLANA'),
    )
    expect(walletAccount({ type: '', assetSymbol: 'BTC' }).address).toBe(walletAddress('BTC'))
    expect(walletAccount({ type: 'BTC', assetSymbol: 'BTC_BTC' }).address).toMatch(/^bc1/)
  })

  it('refuses an account request for an asset it has no address for', () => {
    expect(() => walletAccount({ type: 'TRON', assetSymbol: 'TRON_TRX' })).toThrow(
      'The wallet has no address for TRON_TRX.',
    )
    expect(() => walletAccount({ type: 'toString', assetSymbol: 'constructor' })).toThrow()
  })

  it('sends: a fresh 32-byte transaction hash each time', async () => {
    const [a, b] = await Promise.all([sendFromWallet(), sendFromWallet()])
    expect(a.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(a.txHash).not.toBe(b.txHash)
  })
})
