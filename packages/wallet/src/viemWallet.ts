import type { EvmAddress } from '@rampkit/core/chains'
import type { WalletClient } from 'viem'
import { balanceRequest, type EvmWallet } from './EvmWallet.js'

/** A JSON-RPC call on the client's transport, for the read methods a wallet schema leaves out. */
type Request = (args: { method: string; params?: unknown }) => Promise<unknown>

/**
 * The user's wallet as a viem wallet client: a browser extension's (`custom(window.ethereum)`),
 * Privy's, Dynamic's or RainbowKit's, or a local account's. Its `account` when it has one, else
 * the wallet's first address. viem is only a type here: nothing of it is bundled.
 */
export function viemWallet(client: WalletClient): EvmWallet {
  const request = client.request as unknown as Request
  const address = async () => client.account?.address ?? (await client.getAddresses())[0]
  return {
    async connection() {
      const account = await address()
      return account && { address: account, chainId: await client.getChainId() }
    },
    async switchChain(id) {
      await client.switchChain({ id })
    },
    async balance(owner, token) {
      return BigInt((await request(balanceRequest(owner, token))) as string)
    },
    sendTransaction({ from, chainId: _, ...transaction }) {
      // The chain was checked (and switched) just before; `chain: null` keeps viem from needing
      // a chain object the host may not have given the client.
      return client.sendTransaction({
        ...transaction,
        account: client.account ?? from,
        chain: null,
      } as Parameters<WalletClient['sendTransaction']>[0]) as Promise<EvmAddress>
    },
  }
}
