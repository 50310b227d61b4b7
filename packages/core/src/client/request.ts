import { callReportingErrors } from '../shared/callReportingErrors.js'
import { HostApiError } from './HostApiError.js'
import type { HostApiResource, HostApiResponseValidator } from './HostApiResponseValidator.js'
import { createRedactor, redactError, redactValue } from './redact.js'
import type { HostApiRequestHooks } from './requestHooks.js'
import { backoffMs, MAX_DELAY_MS, parseRetryAfter } from './retryDelay.js'

/** Per-call options, the last argument of every client method. */
export interface RequestOptions {
  /** Aborting rejects at once with the signal's reason; the request is never retried. */
  signal?: AbortSignal | undefined
}

/** What every method needs from its client (built by `createHostApiClient`). */
export interface ClientContext extends HostApiRequestHooks {
  baseUrl: string
  legacyBaseUrl: string
  hostApiKey?: string | undefined
  fetch?: typeof fetch | undefined
  timeoutMs: number
  retries: number
  validate?: HostApiResponseValidator | undefined
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  random: () => number
}

export type QueryValue = string | number | boolean | undefined

export interface RequestSpec {
  method?: 'GET' | 'POST'
  /** Use `legacyBaseUrl` (unversioned endpoints). */
  legacy?: boolean
  path: string
  query?: Record<string, QueryValue>
  body?: unknown
  resource: HostApiResource
}

// Query parameters that carry credentials (spec 5).
const SECRET_PARAMS = ['hostApiKey', 'secret']

/**
 * Sends one request to the host API: builds the URL, applies the timeout, retries what may be
 * retried, and turns every failure into a `HostApiError` with credentials redacted.
 */
export async function request<T>(
  ctx: ClientContext,
  spec: RequestSpec,
  { signal }: RequestOptions = {},
): Promise<T> {
  const method = spec.method ?? 'GET'
  const query = spec.query ?? {}
  const url = `${spec.legacy ? ctx.legacyBaseUrl : ctx.baseUrl}${spec.path}${toSearch(query)}`
  const json = 'application/json'
  const init: RequestInit =
    spec.body === undefined
      ? { method, headers: { accept: json } }
      : { method, headers: { accept: json, 'content-type': json }, body: JSON.stringify(spec.body) }
  // Built only when something fails: the success path pays nothing for redaction. It masks the
  // key and the secret query values (as text, whatever their type) in the URL as everywhere else.
  let redactor: ((text: string) => string) | undefined
  const redact = (text: string) => {
    redactor ??= createRedactor([
      ctx.hostApiKey,
      ...SECRET_PARAMS.map((key) => String(query[key] ?? '')),
    ])
    return redactor(text)
  }
  const fail: Fail = (code, status, message, extra = {}) =>
    new HostApiError(`${method} ${redact(url)} failed: ${redact(message)}`, {
      status,
      code,
      ...extra,
    })

  const { onRequest, onResponse } = ctx
  // What the hooks see: the credentials masked where they are set, never searched for in text.
  const path = onRequest || onResponse ? spec.path + toSearch(query, SECRET_PARAMS) : ''

  for (let attempt = 0; ; attempt++) {
    signal?.throwIfAborted()
    const started = performance.now()
    const ended = (status: number, code?: string, retryInMs?: number) => {
      if (onResponse) {
        const durationMs = performance.now() - started
        callReportingErrors(onResponse, {
          method,
          path,
          attempt,
          status,
          code,
          durationMs,
          retryInMs,
        })
      }
    }
    if (onRequest) callReportingErrors(onRequest, { method, path, attempt })
    let error: HostApiError
    try {
      const [status, body] = await attemptOnce<T>(
        ctx,
        url,
        init,
        spec.resource,
        signal,
        fail,
        redact,
      )
      ended(status)
      return body
    } catch (caught) {
      const aborted = signal?.aborted
      if (aborted || !(caught instanceof HostApiError)) {
        ended(0, aborted ? 'ABORTED' : 'ERROR')
        throw aborted ? signal?.reason : caught
      }
      error = caught
    }
    const retryable =
      error.code === 'NETWORK_ERROR' ||
      error.code === 'TIMEOUT' ||
      error.status === 429 ||
      error.status >= 500
    // A Retry-After beyond MAX_DELAY_MS is honoured by not retrying: the caller gets retryAfterMs.
    const wait = error.retryAfterMs ?? backoffMs(attempt, ctx.random)
    const retrying = retryable && attempt < ctx.retries && wait <= MAX_DELAY_MS
    ended(error.status, error.code, retrying ? wait : undefined)
    if (!retrying) throw error
    await ctx.sleep(wait, signal)
  }
}

/** `?key=value&...` of the values given (empty without any); `masked` keys' values read `***`. */
function toSearch(query: Record<string, QueryValue>, masked: readonly string[] = []): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, masked.includes(key) ? '***' : String(value))
  }
  const search = params.toString()
  return search && `?${search}`
}

type Fail = (code: string, status: number, message: string, extra?: object) => HostApiError

async function attemptOnce<T>(
  ctx: ClientContext,
  url: string,
  init: RequestInit,
  resource: HostApiResource,
  signal: AbortSignal | undefined,
  fail: Fail,
  redact: (text: string) => string,
): Promise<[status: number, body: T]> {
  // One controller per attempt (they are costly to create): the timeout and the caller abort it,
  // and `stop` ends the wait at once even if a custom fetch ignores its signal.
  const attempt = new AbortController()
  let timedOut = false
  let stop!: () => void
  const stopped = new Promise<never>((_, reject) => {
    stop = () => {
      attempt.abort()
      reject()
    }
  })
  const timer = setTimeout(() => {
    timedOut = true
    stop()
  }, ctx.timeoutMs)
  signal?.addEventListener('abort', stop)
  let response: Response
  let text: string
  try {
    const exchange = (ctx.fetch ?? fetch)(url, { ...init, signal: attempt.signal }).then(
      async (res) => [res, await res.text()] as const,
    )
    ;[response, text] = await Promise.race([exchange, stopped])
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    if (timedOut) throw fail('TIMEOUT', 0, `no response within ${ctx.timeoutMs} ms`)
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw fail('NETWORK_ERROR', 0, reason, { cause: redactError(cause, redact) })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', stop)
  }

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
    const result = ctx.validate?.(resource, body)
    if (result && !result.ok) {
      // The path names the list item and field (`assets.3.decimals`); values stay out of it.
      const path = result.issues[0]?.path.slice(0, 80)
      const where = path ? ` (at ${path})` : ''
      throw fail('INVALID_RESPONSE', status, `body is not a valid ${resource}${where}`, {
        details: redactValue({ issues: result.issues }, redact),
      })
    }
    return [status, body as T]
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
