import type { ServiceChainTable } from '@rampkit/core/chains'

/** A token placed on the local chain, as the sandbox's assets API lists it. */
export interface LocalToken {
  address: `0x${string}`
  symbol: string
  name: string
  decimals: number
}

export interface StartLocalChainOptions {
  /** Port on 127.0.0.1 (default 0: any free port). The chain binds the loopback address only. */
  port?: number
  /** The node answers within this, ms, or the start fails (default 60000). */
  timeoutMs?: number
  /** The tokens to place (default: the sandbox's, `sandboxTokens()`). */
  tokens?: LocalToken[]
  /** One line when the chain is up, with its start time. */
  log?: (line: string) => void
}

export interface LocalChain {
  /** `http://127.0.0.1:<port>` */
  rpcUrl: string
  chainId: number
  /** The node's funded, unlocked accounts (Hardhat's test mnemonic): 10,000 ETH and `FUNDED_TOKEN_UNITS` of each token. */
  accounts: `0x${string}`[]
  tokens: LocalToken[]
  /** From the spawn to the tokens placed, ms. */
  startMs: number
  /** The node's process group. */
  pid: number | undefined
  /** Stops the node's whole process group. */
  close(): Promise<void>
}

export class RpcError extends Error {
  code: number | undefined
}
export function rpc<T = unknown>(url: string, method: string, params?: unknown[]): Promise<T>
export const LOCAL_CHAIN_ID: 31337
export const LOCAL_CHAIN_CODE: 'ETH'
export const LOCAL_CHAINS: ServiceChainTable
export const FUNDED_TOKEN_UNITS: bigint
export function sandboxTokens(): Promise<LocalToken[]>
export function startLocalChain(options?: StartLocalChainOptions): Promise<LocalChain>
export function placeToken(rpcUrl: string, token: LocalToken, accounts: string[]): Promise<void>
