import type { SendCryptoResult } from '@rampkit/core'
import {
  type ChainTableOptions,
  type SendCryptoRequest,
  sendCryptoTransfer,
  transferTransaction,
} from '@rampkit/core/chains'
import { assetId } from './assetId.js'
import type { EvmWallet } from './EvmWallet.js'
import type { WalletError } from './WalletError.js'
import { type FailureContext, refusal, walletFailure } from './walletFailure.js'

/** The options of the handlers: the chain table (core's), and where the host hears of failures. */
export interface WalletHandlerOptions extends ChainTableOptions {
  /** Each refusal, as the handler rejects with it (the widget is told by the rejection). */
  onError?: (error: WalletError) => void
}

/**
 * The widget's `onSendCrypto` (off-ramp with `useSendCryptoCallback`): switches the wallet to the
 * asset's chain when it is on another, checks the balance, sends the native coin or calls the
 * token's `transfer` (core's `transferTransaction`) and resolves with the hash. A refusal rejects
 * with a `WalletError` (the widget is answered with its message at once) and goes to `onError`.
 * It takes any request of core's `SendCryptoRequest` shape, the widget's `SendCryptoPayload` too.
 */
export function sendCryptoHandler(
  wallet: EvmWallet,
  options: WalletHandlerOptions = {},
): (request: SendCryptoRequest) => Promise<SendCryptoResult> {
  return async (request) => {
    const context: FailureContext = { asset: assetId(request.assetInfo) }
    try {
      const transfer = sendCryptoTransfer(request, options)
      const { chainId } = transfer
      context.chainId = chainId
      let connection = await wallet.connection()
      if (connection && connection.chainId !== chainId) {
        context.switching = true
        await wallet.switchChain(chainId)
        connection = await wallet.connection()
        // A wallet may resolve and stay where it was.
        if (connection && connection.chainId !== chainId) throw new Error('The chain is unchanged')
        context.switching = false
      }
      if (!connection) throw refusal('NOT_CONNECTED', context)
      const token = transfer.kind === 'erc20' ? transfer.token : null
      const wanted = transfer.kind === 'erc20' ? transfer.amount : transfer.value
      if ((await wallet.balance(connection.address, token)) < wanted) {
        throw refusal('INSUFFICIENT_FUNDS', context)
      }
      const txHash = await wallet.sendTransaction({
        from: connection.address,
        ...transferTransaction(transfer),
      })
      return { txHash }
    } catch (error) {
      const failure = walletFailure(error, context)
      options.onError?.(failure)
      throw failure
    }
  }
}
