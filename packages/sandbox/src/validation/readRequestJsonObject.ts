import { invalidRequest, SandboxError } from '../errors.js'

/** Largest JSON body the sandbox reads; quote and control bodies are a few hundred bytes. */
export const MAX_BODY_BYTES = 16 * 1024

let utf8: TextDecoder | undefined

/**
 * The request body as a JSON object: 415 unless `application/json`, 413 past `maxBytes` (by
 * Content-Length or while streaming, so a lying header cannot make it read more), 400 for
 * invalid UTF-8, invalid JSON or a non-object.
 * Unlike core's webhook `readJsonBody` (already read text, bytes or value → any JSON value, or a
 * `WebhookPayloadError`), it reads the `Request` itself and fails with the `SandboxError` answered.
 */
export async function readRequestJsonObject(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? ''
  const mediaType = type.split(';', 1)[0]!.trim().toLowerCase()
  if (mediaType !== 'application/json') {
    throw new SandboxError('UNSUPPORTED_MEDIA_TYPE', 'the body must be application/json', {
      expected: 'application/json',
    })
  }
  const lengthHeader = request.headers.get('content-length')
  const declared = lengthHeader === null ? Number.NaN : Number(lengthHeader)
  if (declared > maxBytes) throw tooLarge(maxBytes)

  // With a Content-Length the HTTP parser bounds the body, so read it whole (the Node adapter
  // has a fast path for that); without one (chunked), count bytes while streaming.
  const bytes = Number.isInteger(declared)
    ? new Uint8Array(await request.arrayBuffer())
    : await readCapped(request, maxBytes)
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes)
  let text: string
  try {
    // without `stream`, each decode starts afresh: one decoder serves every request
    utf8 ??= new TextDecoder('utf-8', { fatal: true })
    text = utf8.decode(bytes)
  } catch {
    throw invalidRequest([{ path: 'body', message: 'is not valid UTF-8' }])
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    // blank text is never JSON, so it is told apart only once parsing failed
    const message = text.trim() === '' ? 'is empty' : 'is not valid JSON'
    throw invalidRequest([{ path: 'body', message }])
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    // the quote request rules' code for it (core's table), which the client answers too
    throw invalidRequest([
      { path: 'body', rule: 'INVALID_PARAMS', message: 'must be a JSON object' },
    ])
  }
  return value as Record<string, unknown>
}

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  if (chunks.length === 1) return chunks[0]!
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

function tooLarge(maxBytes: number): SandboxError {
  return new SandboxError('BODY_TOO_LARGE', `the body must be at most ${maxBytes} bytes`, {
    maxBytes,
  })
}
