import type { EvmAddress } from './evmAddress.js'
import type { EvmTransfer } from './sendCryptoTransfer.js'

/**
 * A transaction as `eth_sendTransaction` and viem's `sendTransaction` take it (besides `from`):
 * where to, how much native coin, and the call data of a contract call.
 */
export interface EvmTransactionRequest {
  chainId: number
  to: EvmAddress
  value: bigint
  /** For an ERC-20 transfer: `transfer(address,uint256)`'s ABI-encoded call. */
  data?: `0x${string}`
}

// transfer(address,uint256): the first four bytes of its keccak-256.
const TRANSFER_SELECTOR = 'a9059cbb'

const word = (hex: string) => hex.padStart(64, '0')

/**
 * The one transaction that makes a transfer: a native transfer sends `value` to `to`; an ERC-20
 * transfer calls the token's `transfer(to, amount)` with no value. For a wallet library with no
 * contract helper, or a bare EIP-1193 provider.
 */
export function transferTransaction(transfer: EvmTransfer): EvmTransactionRequest {
  if (transfer.kind === 'native') {
    return { chainId: transfer.chainId, to: transfer.to, value: transfer.value }
  }
  return {
    chainId: transfer.chainId,
    to: transfer.token,
    value: 0n,
    data: `0x${TRANSFER_SELECTOR}${word(transfer.to.slice(2).toLowerCase())}${word(transfer.amount.toString(16))}`,
  }
}
