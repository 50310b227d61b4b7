import { canonicalizeWebhookBody } from './canonicalizeWebhookBody.js'
import { findDuplicateKey } from './findDuplicateKey.js'
import { MAX_BODY_LENGTH } from './limits.js'

/** Why a body has no signed form: not UTF-8 / JSON / serialisable, or a key given twice. */
export type UnsignableBody = 'unreadable' | 'duplicate-key'

let decoder: TextDecoder | undefined
let encoder: TextEncoder | undefined

/**
 * The bytes a webhook signature covers: the canonical form of the body (raw text, its UTF-8
 * bytes, or the parsed value). Raw text with a key twice in one object is refused: its signed
 * form would be the last value's, while other readers of the same text see the first.
 */
export function signedBodyBytes(body: unknown): Uint8Array | UnsignableBody {
  try {
    let value = body
    if (body instanceof Uint8Array) {
      decoder ??= new TextDecoder('utf-8', { fatal: true })
      value = decoder.decode(body)
    }
    if (typeof value === 'string') {
      if (value.length > MAX_BODY_LENGTH) return 'unreadable'
      const text = value
      value = JSON.parse(text)
      if (findDuplicateKey(text) !== undefined) return 'duplicate-key'
    }
    encoder ??= new TextEncoder()
    return encoder.encode(canonicalizeWebhookBody(value))
  } catch {
    // Not UTF-8, not JSON, circular, or too deep to serialise: nothing that could be signed.
    return 'unreadable'
  }
}
