import type { EvmAddress } from '@rampkit/core/chains'
import { balanceRequest, type EvmWallet } from './EvmWallet.js'

/**
 * An EIP-1193 provider, as far as the binding uses it: `window.ethereum`, an EIP-6963 wallet's,
 * WalletConnect's, or one a wallet SDK hands the app.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
}

/** A quantity as JSON-RPC writes it: hex, no leading zeros (`0x0` for zero). */
const quantity = (value: bigint | number) => `0x${value.toString(16)}`

/** The provider's chain id (`eth_chainId`, hex) as a number. */
export const providerChainId = async (provider: Eip1193Provider) =>
  Number(await provider.request({ method: 'eth_chainId' }))

/**
 * The user's wallet as a plain EIP-1193 provider, with no wallet library: the connected account
 * is the first of `eth_accounts` (none: not connected; ask with `eth_requestAccounts` first), the
 * chain `eth_chainId`; `wallet_switchEthereumChain` switches, `eth_sendTransaction` sends (the
 * wallet signs; or the node, for an account it holds unlocked).
 */
export function eip1193Wallet(provider: Eip1193Provider): EvmWallet {
  return {
    async connection() {
      const [address] = (await provider.request({ method: 'eth_accounts' })) as EvmAddress[]
      return address && { address, chainId: await providerChainId(provider) }
    },
    async switchChain(chainId) {
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: quantity(chainId) }],
      })
    },
    async balance(owner, token) {
      return BigInt((await provider.request(balanceRequest(owner, token))) as string)
    },
    sendTransaction({ chainId: _, value, ...transaction }) {
      // The chain was checked (and switched) just before; the request's fields are `to`, `from`,
      // `data` and the value as a hex quantity.
      return provider.request({
        method: 'eth_sendTransaction',
        params: [{ ...transaction, value: quantity(value) }],
      }) as Promise<EvmAddress>
    },
  }
}
