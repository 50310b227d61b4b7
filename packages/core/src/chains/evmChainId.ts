import { ChainError, describeValue } from './ChainError.js'
import { type ChainTableOptions, chainFacts, SERVICE_CHAINS } from './serviceChains.js'

/**
 * The EVM chain id of one of the service's chain codes: `evmChainId('MATIC') === 137`. Throws a
 * `ChainError`: `NOT_EVM_CHAIN` for a chain the table says is not EVM (`BTC`, `SOLANA`),
 * `UNKNOWN_CHAIN` for a code the table does not list (never guessed to be EVM).
 */
export function evmChainId(chain: string, options?: ChainTableOptions): number {
  const facts = chainFacts(options?.chains ?? SERVICE_CHAINS, chain)
  if (facts === undefined) {
    throw new ChainError(
      `Chain ${describeValue(chain)} is not in the chain table, so it is not known to be an EVM chain (add it to the table passed as { chains })`,
      { code: 'UNKNOWN_CHAIN', chain },
    )
  }
  if (!facts.evm) {
    throw new ChainError(`Chain ${describeValue(chain)} is not an EVM chain`, {
      code: 'NOT_EVM_CHAIN',
      chain,
    })
  }
  return facts.chainId
}

/** Whether the table lists `chain` as an EVM chain (false for non-EVM and unknown codes). */
export function isEvmChain(chain: string, options?: ChainTableOptions): boolean {
  return chainFacts(options?.chains ?? SERVICE_CHAINS, chain)?.evm === true
}
