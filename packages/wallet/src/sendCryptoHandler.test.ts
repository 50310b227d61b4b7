import { SERVICE_CHAINS, type ServiceChainTable } from '@rampkit/core/chains'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { EvmWallet } from './EvmWallet.js'
import { sendCryptoHandler } from './sendCryptoHandler.js'

const account = `0x${'a'.repeat(40)}` as const
const receiver = `0x${'b'.repeat(40)}`

/** A wallet on chain 1 holding plenty: every call recorded. */
function richWallet(): EvmWallet {
  return {
    connection: vi.fn(async () => ({ address: account, chainId: 1 })),
    switchChain: vi.fn(async () => {}),
    balance: vi.fn(async () => 10n ** 30n),
    sendTransaction: vi.fn(async () => `0x${'e'.repeat(64)}` as const),
  }
}

const request = (chain: string, amount = '1') => ({
  assetInfo: { chain, symbol: 'X', type: 'NATIVE', address: null },
  amount,
  address: receiver,
})

describe('sendCryptoHandler', () => {
  it('refuses an asset of a non-EVM or unknown chain as NOT_EVM_ASSET before asking the wallet', async () => {
    const table: ServiceChainTable = SERVICE_CHAINS
    const evm = new Set(Object.entries(table).flatMap(([code, facts]) => (facts.evm ? [code] : [])))
    const notEvm = fc.oneof(
      fc.constantFrom(...Object.keys(table).filter((code) => !evm.has(code))),
      fc.stringMatching(/^[A-Z]{2,8}$/).filter((code) => !Object.hasOwn(table, code)),
    )
    await fc.assert(
      fc.asyncProperty(notEvm, async (chain) => {
        const wallet = richWallet()
        const onError = vi.fn()
        await expect(sendCryptoHandler(wallet, { onError })(request(chain))).rejects.toMatchObject({
          name: 'WalletError',
          code: 'NOT_EVM_ASSET',
          asset: `${chain}_X`,
        })
        expect(onError).toHaveBeenCalledOnce()
        for (const method of Object.values(wallet)) expect(method).not.toHaveBeenCalled()
      }),
      { numRuns: 50 },
    )
  })

  it('refuses an amount core cannot make a transfer of as INVALID_REQUEST, nothing sent', async () => {
    for (const amount of ['-1', '1.5', 'abc']) {
      const wallet = richWallet()
      await expect(sendCryptoHandler(wallet)(request('ETH', amount))).rejects.toMatchObject({
        code: 'INVALID_REQUEST',
      })
      expect(wallet.sendTransaction).not.toHaveBeenCalled()
    }
  })
})
