import type { Eip1193Provider } from './eip1193Wallet.js'

/** A mined transaction's outcome, as a page shows it. */
export interface TransactionReceipt {
  status: 'success' | 'reverted'
  blockNumber: bigint
  transactionHash: `0x${string}`
}

/** How `transactionReceipt` waits. */
export interface TransactionReceiptOptions {
  /** Stops waiting: the promise rejects with the signal's reason. */
  signal?: AbortSignal | undefined
  /** Time between two `eth_getTransactionReceipt` requests; 1,000 ms by default. */
  intervalMs?: number | undefined
}

/**
 * Waits until transaction `hash` is mined (polls `eth_getTransactionReceipt`) and resolves with its
 * receipt. A failed request rejects with the provider's error; there is no timeout but `signal`.
 */
export async function transactionReceipt(
  provider: Eip1193Provider,
  hash: string,
  { signal, intervalMs = 1_000 }: TransactionReceiptOptions = {},
): Promise<TransactionReceipt> {
  for (;;) {
    signal?.throwIfAborted()
    const receipt = (await provider.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })) as { status: string; blockNumber: string; transactionHash: `0x${string}` } | null
    if (receipt) {
      return {
        status: receipt.status === '0x1' ? 'success' : 'reverted',
        blockNumber: BigInt(receipt.blockNumber),
        transactionHash: receipt.transactionHash,
      }
    }
    await delay(intervalMs, signal)
  }
}

/** `ms` later, or a rejection with the signal's reason as soon as it aborts. */
function delay(ms: number, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', abort, { once: true })
  })
}
