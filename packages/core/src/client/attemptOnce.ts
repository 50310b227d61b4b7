import type { HostApiError } from './HostApiError.js'
import type { HostApiResource, HostApiResponseValidator } from './HostApiResponseValidator.js'
import { redactError, redactValue } from './redact.js'
import { parseRetryAfter } from './retryDelay.js'

/** Builds the call's `HostApiError` (its message names the method and the redacted URL). */
export type FailWith = (
  code: string,
  status: number,
  message: string,
  extra?: object,
) => HostApiError

/** One attempt of a call: what to send, how long to wait, how to fail. */
export interface Attempt {
  url: string
  init: RequestInit
  /** The resource the body must be (checked with `validate`, when the client has one). */
  resource: HostApiResource
  fetch?: typeof fetch | undefined
  timeoutMs: number
  validate?: HostApiResponseValidator | undefined
  /** The caller's signal: aborting rejects at once with its reason. */
  signal?: AbortSignal | undefined
  fail: FailWith
  redact: (text: string) => string
}

/** A 2xx answer whose body is JSON (and the resource, when validated). */
export interface Answer<T> {
  status: number
  body: T
}

/**
 * Sends the request once: a 2xx JSON answer, or a `HostApiError` (TIMEOUT, NETWORK_ERROR,
 * INVALID_RESPONSE, the body's `code`, or HTTP_<status>); the caller's abort rethrows its reason.
 */
export async function attemptOnce<T>(attempt: Attempt): Promise<Answer<T>> {
  const { response, text } = await exchange(attempt)
  return readAnswer<T>(attempt, response, text)
}

/** Fetches and reads the body, within the timeout and until the caller aborts. */
async function exchange({
  url,
  init,
  fetch: customFetch,
  timeoutMs,
  signal,
  fail,
  redact,
}: Attempt): Promise<{ response: Response; text: string }> {
  // One controller per attempt (they are costly to create): the timeout and the caller abort it,
  // and its abort ends the wait at once even if a custom fetch ignores its signal.
  const controller = new AbortController()
  const stopped = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(), { once: true })
  })
  const stop = () => controller.abort()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    stop()
  }, timeoutMs)
  signal?.addEventListener('abort', stop)
  try {
    const fetched = (customFetch ?? fetch)(url, { ...init, signal: controller.signal }).then(
      async (response) => ({ response, text: await response.text() }),
    )
    return await Promise.race([fetched, stopped])
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    if (timedOut) throw fail('TIMEOUT', 0, `no response within ${timeoutMs} ms`)
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw fail('NETWORK_ERROR', 0, reason, { cause: redactError(cause, redact) })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', stop)
  }
}

/** The answer of a 2xx JSON body, or the error the response stands for. */
function readAnswer<T>(
  { resource, validate, fail, redact }: Attempt,
  response: Response,
  text: string,
): Answer<T> {
  const { status } = response
  let body: unknown
  let isJson = true
  try {
    body = JSON.parse(text)
  } catch {
    isJson = false
  }
  if (response.ok) {
    if (!isJson) throw fail('INVALID_RESPONSE', status, 'body is not JSON')
    const result = validate?.(resource, body)
    if (result && !result.ok) {
      // The path names the list item and field (`assets.3.decimals`); values stay out of it.
      const path = result.issues[0]?.path.slice(0, 80)
      const where = path ? ` (at ${path})` : ''
      throw fail('INVALID_RESPONSE', status, `body is not a valid ${resource}${where}`, {
        details: redactValue({ issues: result.issues }, redact),
      })
    }
    return { status, body: body as T }
  }
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now())
  // A JSON error body is an object with a string `code` (`?.` reads nothing off null).
  if (isJson && typeof (body as { code?: unknown } | null)?.code === 'string') {
    const { code, ...details } = body as { code: string; [key: string]: unknown }
    const said = typeof details.message === 'string' ? `: ${details.message}` : ''
    throw fail(code, status, `${status} ${code}${said}`, {
      details: redactValue(details, redact),
      retryAfterMs,
    })
  }
  throw fail(`HTTP_${status}`, status, `${status} ${response.statusText}`.trim(), { retryAfterMs })
}
