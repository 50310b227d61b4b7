// The host's answer to SEND_CRYPTO (pure; the button is wired in ../sendFromWallet.ts).
import type { SendCryptoResult } from '@rampkit/core'

/** A `SEND_CRYPTO_RESULT` payload: the transaction hash, or `{ error }`. */
export type SendCryptoAnswer = Partial<SendCryptoResult> & { error?: string }

export type SendCryptoOutcome = { sent: true; txHash: string } | { sent: false; reason: string }

/** Sent only with a transaction hash; any other answer failed, with its `error` as the reason. */
export function readSendCryptoResult(payload: unknown): SendCryptoOutcome {
  const answer = (payload ?? {}) as SendCryptoAnswer
  if (typeof answer.txHash === 'string' && answer.txHash !== '') {
    return { sent: true, txHash: answer.txHash }
  }
  return { sent: false, reason: answer.error ?? 'no transaction hash' }
}
