import type { EvmAddress } from '@rampkit/core/chains'
import type { WalletClient } from 'viem'
import { balanceRequest, type EvmWallet } from './EvmWallet.js'

/** A JSON-RPC call on the client's transport, for the read methods a wallet schema leaves out. */
type Request = (args: { method: string; params?: unknown }) => Promise<unknown>

/**
 * The user's wallet as a viem wallet client: a browser extension's (`custom(window.ethereum)`),
 * Privy's, Dynamic's or RainbowKit's, or a local account's. The connected account is the client's
 * `account` (hoist it: `createWalletClient({ account, transport })`); a client without one is not
 * connected. viem is only a type here: nothing of it is bundled.
 */
export function viemWallet(client: WalletClient): EvmWallet {
  const request = client.request as unknown as Request
  return {
    async connection() {
      const address = client.account?.address
      return address && { address, chainId: await client.getChainId() }
    },
    async switchChain(id) {
      await client.switchChain({ id })
    },
    async balance(owner, token) {
      return BigInt((await request(balanceRequest(owner, token))) as string)
    },
    sendTransaction({ from: _, chainId: __, ...transaction }) {
      // The chain was checked (and switched) just before; `chain: null` keeps viem from needing
      // a chain object the host may not have given the client.
      return client.sendTransaction({
        ...transaction,
        account: client.account,
        chain: null,
      } as Parameters<WalletClient['sendTransaction']>[0]) as Promise<EvmAddress>
    },
  }
}
