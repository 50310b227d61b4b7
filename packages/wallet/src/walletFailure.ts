import { isChainError } from './chains.js'
import { WalletError, type WalletErrorCode } from './WalletError.js'

/** What the failed request was about, for the error's message and fields. */
export interface FailureContext {
  asset?: string | undefined
  chainId?: number | undefined
}

/**
 * Whether `error` or one of its causes says `test`: wallet libraries wrap the provider's error
 * (viem: `TransactionExecutionError` → `UserRejectedRequestError` → the RPC error).
 */
const inChain = (
  error: unknown,
  test: (error: { code?: unknown; name?: unknown; message?: unknown }) => boolean,
  depth = 8,
): boolean =>
  depth > 0 &&
  typeof error === 'object' &&
  error !== null &&
  (test(error) || inChain((error as { cause?: unknown }).cause, test, depth - 1))

// What nodes answer when the sender cannot pay value + fee: geth's ("insufficient funds", which
// viem names) and Hardhat's ("Sender doesn't have enough funds", which viem does not).
const LOW_FUNDS = /insufficient funds|enough funds/i

const MESSAGES: Record<WalletErrorCode, string> = {
  USER_REJECTED: 'The user rejected the request in the wallet',
  INSUFFICIENT_FUNDS: 'The balance is too low for this transfer',
  CHAIN_NOT_SWITCHABLE: "The wallet cannot switch to the asset's chain",
  NOT_EVM_ASSET: 'Not an asset of an EVM chain',
  NOT_CONNECTED: 'No wallet is connected',
  INVALID_REQUEST: 'Invalid address or amount',
  WALLET_FAILED: 'The wallet could not send the transaction',
}

/**
 * A `WalletError` of `code` with the sentence of it, naming the asset when known (a refusal of the
 * binding's own when no `cause`).
 */
export function refusal(code: WalletErrorCode, context: FailureContext = {}, cause?: unknown) {
  const { asset, chainId } = context
  return new WalletError(`${MESSAGES[code]}${asset ? ` (${asset})` : ''}.`, {
    code,
    asset,
    chainId,
    ...(cause !== undefined && { cause }),
  })
}

/**
 * Any failure of a wallet request as a `WalletError`: a `WalletError` as it is; a user's refusal
 * (EIP-1193 4001, viem's `UserRejectedRequestError`) anywhere in the cause chain; core's
 * `ChainError` as `INVALID_REQUEST` (the handlers refuse a non-EVM chain before); viem's
 * `InsufficientFundsError` or a node's words for it; anything else `otherwise` (a chain switch
 * the wallet refused, 4902 or any other, is `CHAIN_NOT_SWITCHABLE`). The original error is kept
 * as `cause`; its text never enters the message.
 */
export function walletFailure(
  error: unknown,
  context: FailureContext = {},
  otherwise: WalletErrorCode = 'WALLET_FAILED',
): WalletError {
  if (error instanceof WalletError) return error
  // 4001 is EIP-1193's user refusal; viem's UserRejectedRequestError carries it too.
  const code: WalletErrorCode = inChain(error, (e) => e.code === 4001)
    ? 'USER_REJECTED'
    : isChainError(error)
      ? 'INVALID_REQUEST'
      : inChain(error, (e) => e.name === 'InsufficientFundsError' || LOW_FUNDS.test(`${e.message}`))
        ? 'INSUFFICIENT_FUNDS'
        : otherwise
  return refusal(code, context, error)
}
