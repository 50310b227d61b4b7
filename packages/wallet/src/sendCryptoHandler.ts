import type { SendCryptoResult } from '@rampkit/core'
import type { SendCryptoRequest } from '@rampkit/core/chains'
import { assetId } from './assetId.js'
import { sendCryptoTransfer, transferTransaction } from './chains.js'
import type { EvmWallet } from './EvmWallet.js'
import { refusal, walletFailure } from './walletFailure.js'
import { type WalletHandlerOptions, withConnection } from './withConnection.js'

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
  return (request) =>
    withConnection(
      wallet,
      request.assetInfo.chain,
      assetId(request.assetInfo),
      options,
      async (connection, context) => {
        const transfer = sendCryptoTransfer(request, options)
        const { chainId } = transfer
        context.chainId = chainId
        if (connection.chainId !== chainId) {
          // Any refusal of the switch but the user's: the chain is out of the wallet's reach.
          await wallet.switchChain(chainId).catch((error: unknown) => {
            throw walletFailure(error, context, 'CHAIN_NOT_SWITCHABLE')
          })
          // A wallet may resolve and stay where it was.
          if ((await wallet.connection())?.chainId !== chainId) {
            throw refusal('CHAIN_NOT_SWITCHABLE', context)
          }
        }
        const erc20 = transfer.kind === 'erc20'
        const balance = await wallet.balance(connection.address, erc20 ? transfer.token : null)
        if (balance < (erc20 ? transfer.amount : transfer.value)) {
          throw refusal('INSUFFICIENT_FUNDS', context)
        }
        const txHash = await wallet.sendTransaction({
          from: connection.address,
          ...transferTransaction(transfer),
        })
        return { txHash }
      },
    )
}
