import { canonicalizeWebhookBody, type NodeWebhookRequest } from '@rampkit/core/webhooks'

/**
 * A request to hand to the verifier, and the bytes of its body as the verifier read them: the
 * exact bytes received (the verifier decodes them to text, dropping a byte order mark), read
 * once, within the verifier's size limit.
 */
export interface RecordedBody<Request> {
  request: Request
  /** The bytes read so far: call it after the verifier has read the body. */
  bytes(): Uint8Array
  /** Whether the body went past `maxBytes`: reading stopped there, failing the verifier's read. */
  tooLarge(): boolean
}

/** Ends the read of a body past the receiver's limit (the verifier's own limit is 1 MiB). */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError'
}

/**
 * Records the body of a Node `IncomingMessage` (or any `NodeWebhookRequest`) as it is read,
 * at most `maxBytes` (default: no limit but the verifier's).
 */
export function recordNodeBody(
  incoming: NodeWebhookRequest,
  maxBytes = Number.POSITIVE_INFINITY,
): RecordedBody<NodeWebhookRequest> {
  const chunks: Uint8Array[] = []
  const size = sizeLimit(maxBytes)
  const request: NodeWebhookRequest = {
    headers: incoming.headers,
    ...(incoming.body === undefined ? {} : { body: incoming.body }),
    ...(incoming.readableEnded === undefined ? {} : { readableEnded: incoming.readableEnded }),
    async *[Symbol.asyncIterator]() {
      // Leaving early (a body over the limit) returns from this loop, which ends `incoming`.
      for await (const chunk of incoming) {
        const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk
        // Throwing out of the loop ends `incoming` too, and the verifier reads no further.
        size.add(bytes.byteLength)
        chunks.push(bytes)
        yield chunk
      }
    },
  }
  return { request, bytes: () => bodyBytes(incoming.body, chunks), tooLarge: size.exceeded }
}

/** Records the body of a fetch `Request` as it is read, at most `maxBytes`. */
export function recordFetchBody(
  original: Request,
  maxBytes = Number.POSITIVE_INFINITY,
): RecordedBody<Request> {
  if (original.body === null) {
    return { request: original, bytes: () => new Uint8Array(), tooLarge: () => false }
  }
  const chunks: Uint8Array[] = []
  const size = sizeLimit(maxBytes)
  const body = original.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size.add(chunk.byteLength)
        chunks.push(chunk)
        controller.enqueue(chunk)
      },
    }),
  )
  const request = new Request(original.url, {
    method: original.method,
    headers: original.headers,
    body,
    signal: original.signal,
    // Node's fetch wants it for a stream body.
    duplex: 'half',
  } as RequestInit)
  return { request, bytes: () => concat(chunks), tooLarge: size.exceeded }
}

function sizeLimit(maxBytes: number) {
  let total = 0
  let over = false
  return {
    add(bytes: number) {
      total += bytes
      if (total > maxBytes) {
        over = true
        throw new BodyTooLargeError(`The body exceeds ${maxBytes} bytes`)
      }
    },
    exceeded: () => over,
  }
}

// A body parser may have read the stream already: then its Buffer or string is the body, or,
// for a parsed object, its canonical text (what the verifier checks).
function bodyBytes(parsed: unknown, chunks: Uint8Array[]): Uint8Array {
  if (parsed === undefined || parsed === null) return concat(chunks)
  if (parsed instanceof Uint8Array) return new Uint8Array(parsed)
  return new TextEncoder().encode(
    typeof parsed === 'string' ? parsed : canonicalizeWebhookBody(parsed),
  )
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0))
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
