import type { SendCryptoPayload } from '@rampkit/core'
import { sendCryptoTransfer, transferTransaction } from '@rampkit/core/chains'

export async function onSendCrypto(request: SendCryptoPayload) {
  // Throws a ChainError (NOT_EVM_CHAIN, INVALID_ADDRESS, …) for what is no EVM transfer.
  const { chainId, ...transaction } = transferTransaction(sendCryptoTransfer(request))
  if ((await myWallet.chainId()) !== chainId) throw new Error(`Switch to chain ${chainId} first`)
  return { txHash: await myWallet.sendTransaction(transaction) }
}
