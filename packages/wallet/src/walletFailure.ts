import { isChainError } from '@rampkit/core/chains'
import { WalletError, type WalletErrorCode } from './WalletError.js'

/** What the failed request was about, for the error's message and fields. */
export interface FailureContext {
  asset?: string | undefined
  chainId?: number | undefined
  /** While switching chains, any refusal but the user's means the chain is out of reach. */
  switching?: boolean
}

/**
 * Whether `error` or one of its causes says `test`: wallet libraries wrap the provider's error
 * (viem: `TransactionExecutionError` → `UserRejectedRequestError` → the RPC error).
 */
function inChain(
  error: unknown,
  test: (error: { code?: unknown; name?: unknown; message?: unknown }) => boolean,
) {
  let current = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    if (test(current)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

// What nodes answer when the sender cannot pay value + fee: geth's and viem's own wording, and
// Hardhat's (EDR: "Sender doesn't have enough funds to send tx"), which viem does not name.
const LOW_FUNDS = /insufficient funds|have enough funds|exceeds transaction sender account balance/i

/** An error's own message (only ever tested, never repeated). */
const nodeText = (error: { message?: unknown }) =>
  typeof error.message === 'string' ? error.message : ''

const MESSAGES: Record<WalletErrorCode, string> = {
  USER_REJECTED: 'The user rejected the request in the wallet',
  INSUFFICIENT_FUNDS: 'The wallet holds too little for this transfer and its fee',
  CHAIN_NOT_SWITCHABLE: 'The wallet cannot switch to the chain of this asset',
  NOT_EVM_ASSET: 'This asset is not on an EVM chain the wallet can use',
  NOT_CONNECTED: 'No wallet is connected',
  INVALID_REQUEST: 'The transfer asked for has an invalid address or amount',
  WALLET_FAILED: 'The wallet could not send the transaction',
}

/** The sentence a `WalletError` of `code` carries, with the asset and chain when known. */
export function walletMessage(code: WalletErrorCode, context: FailureContext = {}): string {
  const about = [
    context.asset && `asset ${context.asset}`,
    context.chainId !== undefined && `chain id ${context.chainId}`,
  ].filter(Boolean)
  return `${MESSAGES[code]}${about.length ? ` (${about.join(', ')})` : ''}.`
}

/** A refusal of the binding's own (no wallet error behind it). */
export function refusal(code: WalletErrorCode, context: FailureContext = {}): WalletError {
  return new WalletError(walletMessage(code, context), {
    code,
    asset: context.asset,
    chainId: context.chainId,
  })
}

/**
 * Any failure of a wallet request as a `WalletError`: a `WalletError` as it is; a user's refusal
 * (EIP-1193 4001, viem's `UserRejectedRequestError`) anywhere in the cause chain; viem's
 * `InsufficientFundsError`; a switch the wallet refused (4902 or any other); core's `ChainError`
 * (`NOT_EVM_CHAIN`/`UNKNOWN_CHAIN` → `NOT_EVM_ASSET`, else `INVALID_REQUEST`). The original error
 * is kept as `cause`; its text never enters the message.
 */
export function walletFailure(error: unknown, context: FailureContext = {}): WalletError {
  if (error instanceof WalletError) return error
  const code: WalletErrorCode = inChain(
    error,
    (e) => e.code === 4001 || e.name === 'UserRejectedRequestError',
  )
    ? 'USER_REJECTED'
    : isChainError(error)
      ? error.code === 'NOT_EVM_CHAIN' || error.code === 'UNKNOWN_CHAIN'
        ? 'NOT_EVM_ASSET'
        : 'INVALID_REQUEST'
      : context.switching
        ? 'CHAIN_NOT_SWITCHABLE'
        : inChain(error, (e) => e.name === 'InsufficientFundsError' || LOW_FUNDS.test(nodeText(e)))
          ? 'INSUFFICIENT_FUNDS'
          : 'WALLET_FAILED'
  return new WalletError(walletMessage(code, context), {
    code,
    asset: context.asset,
    chainId: context.chainId,
    cause: error,
  })
}
