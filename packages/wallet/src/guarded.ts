import type { ChainTableOptions } from '@rampkit/core/chains'
import type { WalletError } from './WalletError.js'
import { type FailureContext, walletFailure } from './walletFailure.js'

/** The options of the handlers: the chain table (core's), and where the host hears of failures. */
export interface WalletHandlerOptions extends ChainTableOptions {
  /** Each refusal, as the handler rejects with it (the widget is told by the rejection). */
  onError?: (error: WalletError) => void
}

/**
 * Runs a handler's work: any failure becomes a `WalletError`, goes to `onError` and rejects the
 * handler, so the widget is answered at once and never left waiting.
 */
export async function guarded<T>(
  context: FailureContext,
  options: WalletHandlerOptions,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const failure = walletFailure(error, context)
    options.onError?.(failure)
    throw failure
  }
}
