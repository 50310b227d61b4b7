/**
 * A sale's crypto on the chain of `--evm-rpc`: the transaction the host answered (`null`: none
 * reported yet), whether it is being checked or arrived, and otherwise why the sale waits.
 */
export interface SaleTransfer {
  txHash: string | null
  state: 'waiting' | 'checking' | 'arrived'
  /** Why the sale waits (null once the crypto arrived). */
  reason: string | null
}

/**
 * A purchase's crypto on the chain of `--evm-rpc` while it is RELEASING: being sent, or why the
 * send failed (the next advance, or the automatic lifecycle's next step, tries again).
 */
export interface PurchaseRelease {
  state: 'sending' | 'failed'
  reason: string
}
