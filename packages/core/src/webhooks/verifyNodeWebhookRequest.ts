import { canonicalizeWebhookBody } from './canonicalizeWebhookBody.js'
import { publicKeyVerifier } from './publicKeyVerifier.js'
import { readSignatureBytes } from './signatureBytes.js'
import {
  collectChunks,
  readSignatureHeader,
  rejected,
  verifyBody,
  type WebhookRequestVerification,
} from './verifyWebhookRequest.js'

/**
 * The parts of a Node `http.IncomingMessage` (or an Express, Fastify raw or Koa `req`) that
 * `verifyNodeWebhookRequest` reads, typed structurally so this entry needs no Node types.
 */
export interface NodeWebhookRequest extends AsyncIterable<Uint8Array | string> {
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>
  /** Set by a body parser: a Buffer (`express.raw`), a string (`express.text`) or an object. */
  readonly body?: unknown
  /** Node sets it once the stream has been read to the end. */
  readonly readableEnded?: boolean
}

/**
 * Verifies a webhook call received by Node's `http` server, Express, Koa or any framework that
 * hands over the `IncomingMessage`. Header-safe: a missing header and a repeated one (Node joins
 * it with ", ") resolve `{ verified: false }` instead of reaching the verifier as `undefined` or
 * an array. The body is taken from `request.body` when a body parser set it (a Buffer from
 * `express.raw`, a string, or an object from `express.json`, whose canonical form is what was
 * signed); otherwise the request stream is read once, at most 1 MiB.
 *
 * Resolves like `verifyWebhookRequest`: `{ verified: true, body }` (the text to pass to
 * `parseWebhook`) or `{ verified: false, reason }`, `duplicate-key` included for raw text.
 *
 * @throws {WebhookPublicKeyError} when `publicKey` is unusable (a configuration mistake)
 * @throws {TypeError} when the stream was already read and no body parser kept the body
 */
export async function verifyNodeWebhookRequest(
  request: NodeWebhookRequest,
  publicKey: string,
): Promise<WebhookRequestVerification> {
  const verify = await publicKeyVerifier(publicKey)
  const signature = readSignatureHeader(signatureHeader(request.headers))
  const parsed = request.body
  if (parsed === undefined && request.readableEnded === true) {
    throw new TypeError(
      'verifyNodeWebhookRequest: the request stream was already read and request.body is not set; verify before reading the body, or use a body parser such as express.raw()',
    )
  }
  if (typeof signature !== 'string') return signature
  // A malformed signature is refused before the body is read.
  const der = readSignatureBytes(signature)
  if (der === undefined) return rejected('invalid-signature')
  if (parsed instanceof Uint8Array || typeof parsed === 'string') {
    return verifyBody(parsed, der, verify)
  }
  if (parsed !== undefined && parsed !== null) {
    let text: string
    try {
      text = canonicalizeWebhookBody(parsed)
    } catch {
      return rejected('unreadable-body')
    }
    return verifyBody(text, der, verify)
  }
  const bytes = await collectChunks(request)
  if (!(bytes instanceof Uint8Array)) return bytes
  return verifyBody(bytes, der, verify)
}

// Node lower-cases header names; other request objects may not.
function signatureHeader(
  headers: NodeWebhookRequest['headers'],
): string | readonly string[] | undefined {
  const direct = headers['x-body-signature']
  if (direct !== undefined) return direct
  const values = Object.keys(headers)
    .filter((name) => name.toLowerCase() === 'x-body-signature')
    .flatMap((name) => headers[name] ?? [])
  return values.length === 0 ? undefined : values
}
