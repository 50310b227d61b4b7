/**
 * Why a `ChainError` was thrown: the chain code is not in the chain table, so it is not known to
 * be EVM (`UNKNOWN_CHAIN`); the table says the chain is not EVM (`NOT_EVM_CHAIN`: Bitcoin, Solana);
 * an address is not a 20-byte hex EVM address (`INVALID_ADDRESS`); the amount is not a whole
 * number of base units above zero that fits in a uint256 (`INVALID_AMOUNT`); more than one asset
 * of the list fits a chain id and token (`AMBIGUOUS_ASSET`: two chain codes with one id).
 */
export type ChainErrorCode =
  | 'UNKNOWN_CHAIN'
  | 'NOT_EVM_CHAIN'
  | 'INVALID_ADDRESS'
  | 'INVALID_AMOUNT'
  | 'AMBIGUOUS_ASSET'

/** The fields a `ChainError` is built with (its second constructor argument). */
export interface ChainErrorInit {
  code: ChainErrorCode
  /** The service's chain code the error is about, when there is one. */
  chain?: string
}

/**
 * A chain, asset, address or amount that cannot become an EVM transfer: refused, never guessed.
 * A wallet binding answers the widget with a refusal and hands this to the host.
 */
export class ChainError extends Error {
  override name = 'ChainError' as const
  code: ChainErrorCode
  chain: string | undefined

  constructor(message: string, init: ChainErrorInit) {
    super(message)
    this.code = init.code
    this.chain = init.chain
  }
}

/** Whether `error` is a `ChainError`, optionally with the given code. */
export function isChainError(error: unknown, code?: ChainErrorCode): error is ChainError {
  return error instanceof ChainError && (code === undefined || error.code === code)
}

/** A short, quoted rendering of any value for error messages. */
export function describeValue(value: unknown): string {
  if (typeof value !== 'string') return `(a ${value === null ? 'null' : typeof value})`
  return JSON.stringify(value.length > 48 ? `${value.slice(0, 48)}…` : value)
}
