import type { EvmAddress, EvmTransactionRequest } from '@rampkit/core/chains'

/** The connected account and the chain the wallet is on. */
export interface WalletConnection {
  address: EvmAddress
  chainId: number
}

/**
 * What the handlers ask of a wallet library: `viemWallet(client)` and `wagmiWallet(config)` (from
 * `@rampkit/wallet/wagmi`) make one; another library needs only these four.
 */
export interface EvmWallet {
  /** The connected account and its chain; undefined when none is connected. */
  connection(): Promise<WalletConnection | undefined>
  /** Asks the wallet to move to chain `chainId`; rejects when it cannot or the user refuses. */
  switchChain(chainId: number): Promise<void>
  /** `address`'s balance of the current chain's native coin (`token` null) or of an ERC-20 token. */
  balance(address: EvmAddress, token: EvmAddress | null): Promise<bigint>
  /** Sends the transaction from `from` (the user signs) and resolves with its hash. */
  sendTransaction(transaction: EvmTransactionRequest & { from: EvmAddress }): Promise<EvmAddress>
}

// balanceOf(address): the first four bytes of its keccak-256.
const BALANCE_OF = '0x70a08231'

/** The JSON-RPC request that reads a balance: `eth_getBalance`, or the token's `balanceOf`. */
export function balanceRequest(address: EvmAddress, token: EvmAddress | null) {
  return token === null
    ? { method: 'eth_getBalance', params: [address, 'latest'] }
    : {
        method: 'eth_call',
        params: [
          { to: token, data: `${BALANCE_OF}${address.slice(2).padStart(64, '0')}` },
          'latest',
        ],
      }
}
