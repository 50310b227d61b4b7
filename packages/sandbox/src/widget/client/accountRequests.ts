// Part of the stand-in widget's browser module (bundled from ./main.ts).
import type { AssetRef, CryptoAccount, RequestCryptoAccountPayload } from '@rampkit/core'

/** A `REQUEST_CRYPTO_ACCOUNT_RESULT` payload: the host's account, or `{ error }`. */
export type CryptoAccountAnswer = Partial<CryptoAccount> & { error?: string }

/** What an answer means for the asset selected now. */
export type AccountOutcome =
  | { kind: 'account'; address: string; name?: string }
  | { kind: 'none'; error: string }

export interface AccountRequests {
  /**
   * Asks the host for the account of `asset` (`{ type: chain, assetSymbol: id }`) unless it is
   * the asset asked for last; returns whether it asked.
   */
  ask(asset: AssetRef): boolean
  /** No asset needs an account now (the off-ramp flow): every answer on its way is stale. */
  forget(): void
  /** Reads an answer; `undefined` when it is stale (the asset changed meanwhile) or unusable. */
  answer(payload: unknown): AccountOutcome | undefined
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/**
 * The widget's side of `REQUEST_CRYPTO_ACCOUNT` (the official SDK's `onRequestCryptoAccount`).
 * Answers carry no request id: one that names its asset (`assetSymbol`, the id or the bare
 * symbol) counts only for the asset selected now; one that does not (an `{ error }`, or a
 * handler that left `assetSymbol` out) counts only when it answers the latest request, i.e.
 * when no other request is still waiting.
 */
export function createAccountRequests(
  post: (payload: RequestCryptoAccountPayload) => void,
): AccountRequests {
  /** The asset id asked for last, while it is still the one that needs an account. */
  let current: string | undefined
  /** Requests not answered yet. */
  let waiting = 0
  return {
    ask(asset) {
      const assetSymbol = `${asset.chain}_${asset.symbol}`
      if (assetSymbol === current) return false
      current = assetSymbol
      waiting++
      post({ type: asset.chain, assetSymbol })
      return true
    },
    forget() {
      current = undefined
    },
    answer(payload) {
      if (waiting > 0) waiting--
      if (current === undefined || typeof payload !== 'object' || payload === null) return
      const answer = payload as CryptoAccountAnswer
      const named = text(answer.assetSymbol)?.toUpperCase()
      if (named !== undefined) {
        const id = current.toUpperCase()
        if (named !== id && `${id.split('_')[0]}_${named}` !== id) return
      } else if (waiting > 0) return
      const address = text(answer.address)
      if (address === undefined) {
        return { kind: 'none', error: text(answer.error) ?? 'The host app gave no address.' }
      }
      const name = text(answer.name)
      return name === undefined ? { kind: 'account', address } : { kind: 'account', address, name }
    },
  }
}
