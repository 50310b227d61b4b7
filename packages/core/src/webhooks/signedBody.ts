import { canonicalizeWebhookBody } from './canonicalizeWebhookBody.js'
import { rememberParsedText } from './lastParsedText.js'
import { MAX_BODY_LENGTH } from './limits.js'
import { scanJsonText } from './scanJsonText.js'

/**
 * Why a body has no signed form: not UTF-8 / JSON / serialisable, raw text over a shape limit
 * (`limits.ts`), or a key given twice.
 */
export type UnsignableBody = 'unreadable' | 'over-limit' | 'duplicate-key'

let decoder: TextDecoder | undefined
let encoder: TextEncoder | undefined

/**
 * The bytes a webhook signature covers: the canonical form of the body (raw text, its UTF-8
 * bytes, or the parsed value). Raw text with a key twice in one object is refused: its signed
 * form would be the last value's, while other readers of the same text see the first. Raw
 * text is checked (`scanJsonText`) before it is parsed or canonicalised.
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
      // One linear pass before anything else touches the text: a forged body of a hostile
      // shape (deep, wide, long) is refused for what a flat one of its size costs.
      const problem = scanJsonText(value)
      if (problem) return problem.kind === 'syntax' ? 'unreadable' : problem.kind
      const text = value
      value = JSON.parse(text)
      rememberParsedText(text, value)
    }
    encoder ??= new TextEncoder()
    return encoder.encode(canonicalizeWebhookBody(value))
  } catch {
    // Not UTF-8, not JSON, circular, or too deep to serialise: nothing that could be signed.
    return 'unreadable'
  }
}
