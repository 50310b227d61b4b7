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
}

/** Records the body of a Node `IncomingMessage` (or any `NodeWebhookRequest`) as it is read. */
export function recordNodeBody(incoming: NodeWebhookRequest): RecordedBody<NodeWebhookRequest> {
  const chunks: Uint8Array[] = []
  const request: NodeWebhookRequest = {
    headers: incoming.headers,
    ...(incoming.body === undefined ? {} : { body: incoming.body }),
    ...(incoming.readableEnded === undefined ? {} : { readableEnded: incoming.readableEnded }),
    async *[Symbol.asyncIterator]() {
      // Leaving early (a body over the limit) returns from this loop, which ends `incoming`.
      for await (const chunk of incoming) {
        chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk)
        yield chunk
      }
    },
  }
  return { request, bytes: () => bodyBytes(incoming.body, chunks) }
}

/** Records the body of a fetch `Request` as it is read. */
export function recordFetchBody(original: Request): RecordedBody<Request> {
  if (original.body === null) return { request: original, bytes: () => new Uint8Array() }
  const chunks: Uint8Array[] = []
  const body = original.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
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
  return { request, bytes: () => concat(chunks) }
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
