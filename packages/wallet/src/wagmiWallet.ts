import type { EvmAddress } from '@rampkit/core/chains'
import { type Config, getClient, getConnection, sendTransaction, switchChain } from '@wagmi/core'
import { balanceRequest, type EvmWallet } from './EvmWallet.js'

/** A JSON-RPC call on a wagmi client's transport. */
type Request = (args: { method: string; params?: unknown }) => Promise<unknown>

/**
 * The user's wallet as a wagmi config (`@wagmi/core` 3 actions): its connection, `switchChain`,
 * `sendTransaction`; balances are read through the config's transport of the chain. A chain the
 * config does not list cannot be switched to (wagmi's `ChainNotConfiguredError`).
 */
export function wagmiWallet(config: Config): EvmWallet {
  const current = () => {
    const { address, chainId, status } = getConnection(config)
    return status === 'connected' ? { address, chainId } : undefined
  }
  return {
    async connection() {
      return current()
    },
    async switchChain(chainId) {
      await switchChain(config, { chainId })
    },
    async balance(owner, token) {
      // The connected chain's client: the config has one for each of its chains.
      const client = getClient(config, { chainId: current()?.chainId })
      const request = client?.request as unknown as Request
      return BigInt((await request(balanceRequest(owner, token))) as string)
    },
    sendTransaction({ from, ...transaction }) {
      return sendTransaction(config, { ...transaction, account: from }) as Promise<EvmAddress>
    },
  }
}
