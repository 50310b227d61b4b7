/** What rampkit knows of one of the service's chain codes: an EVM chain and its id, or not EVM. */
export type ChainFacts = { readonly evm: true; readonly chainId: number } | { readonly evm: false }

/**
 * A table of the service's chain codes (the `chain` of V3 assets, the `<CHAIN>` of `<CHAIN>_<SYMBOL>`)
 * to what rampkit knows of them. The functions of `@rampkit/core/chains` read `SERVICE_CHAINS`
 * unless given another table (`{ chains }`), e.g. one that adds a local development chain.
 */
export type ServiceChainTable = { readonly [chain: string]: ChainFacts }

/**
 * The service's chain codes and their EVM chain ids (EIP-155), the one table of them in rampkit:
 * the chains the sandbox lists. A chain missing here is refused as unknown, never guessed to be
 * EVM: add its row (with the chain id its own network publishes), or pass a table of your own,
 * `{ chains: { ...SERVICE_CHAINS, CODE: { evm: true, chainId } } }`.
 */
export const SERVICE_CHAINS = {
  /** Ethereum mainnet. */
  ETH: { evm: true, chainId: 1 },
  /** Polygon PoS (its native coin is POL). */
  MATIC: { evm: true, chainId: 137 },
  /** Base mainnet. */
  BASE: { evm: true, chainId: 8453 },
  /** Bitcoin. */
  BTC: { evm: false },
  /** Solana. */
  SOLANA: { evm: false },
} as const satisfies ServiceChainTable

/** A chain code `SERVICE_CHAINS` lists. */
export type ServiceChainCode = keyof typeof SERVICE_CHAINS

/** The facts `table` holds for `chain`, or undefined (own keys only: `constructor` is no chain). */
export function chainFacts(table: ServiceChainTable, chain: string): ChainFacts | undefined {
  return typeof chain === 'string' && Object.hasOwn(table, chain) ? table[chain] : undefined
}

/** The chain table a function reads: `SERVICE_CHAINS` unless `chains` is given. */
export interface ChainTableOptions {
  chains?: ServiceChainTable
}
