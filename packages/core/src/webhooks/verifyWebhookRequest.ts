import { MAX_BODY_LENGTH, type WebhookBodyLimit } from './limits.js'
import { publicKeyVerifier } from './publicKeyVerifier.js'
import { scanJsonText } from './scanJsonText.js'
import { readSignatureBytes } from './signatureBytes.js'
import { signedBodyBytes } from './signedBody.js'
import type { VerifySignature } from './verifierTypes.js'
import { WEBHOOK_SIGNATURE_HEADER } from './verifyWebhookSignature.js'

/** Why a webhook request was not accepted. */
export type WebhookRequestRejection =
  /** No `X-Body-Signature` header (or an empty one). */
  | 'missing-signature'
  /** The header was sent more than once (a signature never contains a comma). */
  | 'multiple-signatures'
  /**
   * The body is larger than 1 MiB, or its text is over a shape limit (nested deeper than 32
   * levels, more than 1,000 values, a string longer than 4,096 characters or a number longer
   * than 32): no real call comes near them. Refused before it is parsed or its signature checked.
   */
  | 'body-too-large'
  /** The body could not be read (the sender hung up) or is not UTF-8 text. */
  | 'unreadable-body'
  /** The signature does not match the body, is not a DER signature, or the body is not JSON. */
  | 'invalid-signature'
  /**
   * The body has a key twice in one object. Its signed (canonical) form keeps the last value,
   * other readers of the same text the first: refused even when the signature matches.
   */
  | 'duplicate-key'

/**
 * What `verifyWebhookRequest` and `verifyNodeWebhookRequest` resolve to. `body` is the verified
 * body text (read once, so pass it on to `parseWebhook`). A `body-too-large` rejection says which
 * limit the body went over in `limit`: `bytes`, `depth`, `values`, `string-length` or
 * `number-length`, with its bound (`{ name: 'depth', max: 32 }`), for an answer that names it.
 */
export type WebhookRequestVerification =
  | { readonly verified: true; readonly body: string }
  | {
      readonly verified: false
      readonly reason: WebhookRequestRejection
      readonly limit?: {
        readonly name: 'bytes' | 'depth' | 'values' | 'string-length' | 'number-length'
        readonly max: number
      }
    }

const OVER_SIZE: WebhookBodyLimit = { name: 'bytes', max: MAX_BODY_LENGTH }

/** Largest accepted body, in bytes (1 MiB; a real call is 1-2 KB). */
export const MAX_WEBHOOK_BODY_BYTES = MAX_BODY_LENGTH

/**
 * Verifies a webhook call given as a fetch `Request` (Hono's `c.req.raw`, Next.js route
 * handlers, Cloudflare Workers, Deno, Bun): reads the `X-Body-Signature` header and the body
 * (exactly once, at most 1 MiB) and checks the signature with `verifyWebhookSignature`.
 *
 * Resolves `{ verified: true, body }` with the body text for `parseWebhook`, or
 * `{ verified: false, reason }` for a missing, repeated, malformed or wrong signature, an
 * unreadable or oversized body, and a body with a key twice in one object; answer those with
 * 401 (413 for `body-too-large`). A malformed signature and a declared `Content-Length` over
 * the limit are refused before the body is read. The reason names no header or key value.
 *
 * @throws {WebhookPublicKeyError} when `publicKey` is unusable (a configuration mistake)
 * @throws {TypeError} when the body was already read (verify before anything else reads it)
 */
export async function verifyWebhookRequest(
  request: Request,
  publicKey: string,
): Promise<WebhookRequestVerification> {
  const verify = await publicKeyVerifier(publicKey)
  if (request.bodyUsed) {
    throw new TypeError(
      'verifyWebhookRequest: the request body was already read; verify the request before reading its body',
    )
  }
  const signature = readSignatureHeader(request.headers.get(WEBHOOK_SIGNATURE_HEADER))
  if (typeof signature !== 'string') return signature
  // The cheap checks first: a malformed signature or a declared size over the limit is refused
  // before the body is read.
  const der = readSignatureBytes(signature)
  if (der === undefined) return rejected('invalid-signature')
  if (Number(request.headers.get('content-length')) > MAX_WEBHOOK_BODY_BYTES) {
    return rejected('body-too-large', OVER_SIZE)
  }
  const bytes = request.body === null ? new Uint8Array() : await readStream(request.body)
  if (!(bytes instanceof Uint8Array)) return bytes
  return verifyBody(bytes, der, verify)
}

/**
 * The one signature out of a header value as runtimes give it: a fetch `Headers.get` answer,
 * or a Node `IncomingHttpHeaders` entry (Node joins a repeated custom header with ", ").
 */
export function readSignatureHeader(
  value: string | readonly string[] | null | undefined,
): string | WebhookRequestVerification {
  let single = value
  if (Array.isArray(single)) {
    if (single.length > 1) return rejected('multiple-signatures')
    single = single[0]
  }
  if (typeof single !== 'string' || single.trim() === '') return rejected('missing-signature')
  // Base64 has no comma: one means the header was sent more than once.
  if (single.includes(',')) return rejected('multiple-signatures')
  return single.trim()
}

/** Checks the signature (`der`, already read) over body bytes read from a request. */
export function verifyBody(
  body: Uint8Array | string,
  der: Uint8Array,
  verify: VerifySignature,
): WebhookRequestVerification {
  let text: string
  if (typeof body === 'string') text = body
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body)
    } catch {
      return rejected('unreadable-body')
    }
  }
  if (text.length > MAX_WEBHOOK_BODY_BYTES) return rejected('body-too-large', OVER_SIZE)
  const message = signedBodyBytes(text)
  // Which limit: scanned again (a refused body only, linear, and stopped at the limit).
  if (message === 'over-limit') return rejected('body-too-large', scanJsonText(text)?.limit)
  if (message === 'duplicate-key') return rejected('duplicate-key')
  if (message === 'unreadable' || !verify(message, der)) return rejected('invalid-signature')
  return { verified: true, body: text }
}

/** Joins byte chunks, stopping (and cancelling the source) past the size limit. */
export async function collectChunks(
  chunks: AsyncIterable<Uint8Array | string>,
): Promise<Uint8Array | WebhookRequestVerification> {
  const parts: Uint8Array[] = []
  let size = 0
  const encoder = new TextEncoder()
  try {
    for await (const chunk of chunks) {
      const part = typeof chunk === 'string' ? encoder.encode(chunk) : chunk
      size += part.byteLength
      // Leaving the loop early ends (and so cancels) the stream.
      if (size > MAX_WEBHOOK_BODY_BYTES) return rejected('body-too-large', OVER_SIZE)
      parts.push(part)
    }
  } catch {
    return rejected('unreadable-body')
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.byteLength
  }
  return bytes
}

function readStream(
  stream: ReadableStream<Uint8Array>,
): Promise<Uint8Array | WebhookRequestVerification> {
  const reader = stream.getReader()
  const chunks: AsyncIterable<Uint8Array> = {
    async *[Symbol.asyncIterator]() {
      try {
        while (true) {
          const { done, value } = await reader.read()
          if (done) return
          yield value
        }
      } finally {
        // Reached on a too-large body too: stop the sender's stream.
        reader.cancel().catch(() => {})
      }
    },
  }
  return collectChunks(chunks)
}

export function rejected(
  reason: WebhookRequestRejection,
  limit?: WebhookBodyLimit,
): WebhookRequestVerification {
  return limit === undefined ? { verified: false, reason } : { verified: false, reason, limit }
}
