import type { ChainTableOptions } from '@rampkit/core/chains'
import { isEvmChain } from './chains.js'
import type { EvmWallet, WalletConnection } from './EvmWallet.js'
import type { WalletError } from './WalletError.js'
import { type FailureContext, refusal, walletFailure } from './walletFailure.js'

/** The options of the handlers: the chain table (core's), and where the host hears of failures. */
export interface WalletHandlerOptions extends ChainTableOptions {
  /** Each refusal, as the handler rejects with it (the widget is told by the rejection). */
  onError?: (error: WalletError) => void
}

/**
 * Runs a handler's work for an asset of chain `chain` (`asset` its id) with the wallet's
 * connection: a chain the table does not list as EVM, or no connected account, is refused first.
 * Any failure becomes a `WalletError`, goes to `onError` and rejects the handler, so the widget is
 * answered at once and never left waiting.
 */
export async function withConnection<T>(
  wallet: EvmWallet,
  chain: string,
  asset: string,
  options: WalletHandlerOptions,
  run: (connection: WalletConnection, context: FailureContext) => Promise<T>,
): Promise<T> {
  const context: FailureContext = { asset }
  try {
    if (!isEvmChain(chain, options)) throw refusal('NOT_EVM_ASSET', context)
    const connection = await wallet.connection()
    if (!connection) throw refusal('NOT_CONNECTED', context)
    return await run(connection, context)
  } catch (error) {
    const failure = walletFailure(error, context)
    options.onError?.(failure)
    throw failure
  }
}
