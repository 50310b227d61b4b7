// A sale of the sandbox on the real local chain, paid through the binding with a viem wallet
// client: the sandbox sees the transfer and the sale ends (issue 39's node integration).

import { LOCAL_CHAINS, type LocalChain } from '@rampkit/local-chain'
import { describe, expect, it } from 'vitest'
// The local chain's own helpers of the sandbox on it (in-process sandbox, polling).
import { createSale, sandboxOn } from '../../../local-chain/test/chain/harness.js'
import { sendCryptoHandler, viemWallet } from '../../src/index.js'
import { fundedAccount, localWallet, onLocalChain, publicClient, tokenBalance } from './harness.js'

let chain: LocalChain
onLocalChain((started) => {
  chain = started
})

describe('a sale paid through sendCryptoHandler', () => {
  for (const asset of ['ETH_USDC', 'ETH_ETH']) {
    it(`of ${asset}: the balance falls by the amount, the sandbox sees the transfer, the sale ends`, async () => {
      const { call, sandbox } = sandboxOn(chain)
      const { sale, depositAddress, report, checked } = await createSale(call, asset)
      const { account } = fundedAccount(5)
      const reader = publicClient(chain)
      const usdc = sale.crypto.assetInfo.address as `0x${string}` | null
      const balance = () =>
        usdc
          ? tokenBalance(reader, usdc, account.address)
          : reader.getBalance({ address: account.address })
      const before = await balance()

      // What the widget's SEND_CRYPTO carries: the sale's asset and amount, its deposit address.
      const { txHash } = await sendCryptoHandler(viemWallet(localWallet(chain, account)), {
        chains: LOCAL_CHAINS,
      })({ assetInfo: sale.crypto.assetInfo, amount: sale.crypto.amount, address: depositAddress })
      const receipt = await reader.waitForTransactionReceipt({ hash: txHash as `0x${string}` })
      const fee = usdc ? 0n : receipt.gasUsed * receipt.effectiveGasPrice
      expect(await balance()).toBe(before - BigInt(sale.crypto.amount) - fee)

      expect((await report(txHash)).status).toBe(202)
      expect(await checked()).toEqual({ txHash, state: 'arrived', reason: null })
      const released = await call<{ status?: string }>(`/sandbox/sales/${sale.id}/release`, {})
      expect(released.body.status).toBe('RELEASED')
      sandbox.state.dispose()
    })
  }
})
