import { endpointPath, type HostApiEndpointSpec, versionOf } from '../hostApi/endpoints.js'
import { callReportingErrors } from '../shared/callReportingErrors.js'
import { attemptOnce, type FailWith } from './attemptOnce.js'
import { HostApiError } from './HostApiError.js'
import type { HostApiResource, HostApiResponseValidator } from './HostApiResponseValidator.js'
import { createRedactor } from './redact.js'
import type { HostApiRequestHooks } from './requestHooks.js'
import { backoffMs, MAX_DELAY_MS } from './retryDelay.js'

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

/** What a method's arguments make of the request (`requestKinds.ts`). */
export interface RequestParts {
  /** The `{id}` of the endpoint's path. */
  id?: string
  query?: Record<string, QueryValue>
  body?: unknown
}

// Query parameters that carry credentials (spec 5).
const SECRET_PARAMS = ['hostApiKey', 'secret']

/**
 * Sends one request to the host API, to the endpoint `name` (its row of the table): builds the URL, applies the timeout, retries what may be
 * retried, and turns every failure into a `HostApiError` with credentials redacted.
 */
export async function request<T>(
  ctx: ClientContext,
  name: string,
  endpoint: HostApiEndpointSpec,
  spec: RequestParts,
  { signal }: RequestOptions = {},
): Promise<T> {
  const { method } = endpoint
  const resource: HostApiResource = endpoint.response
  const query = spec.query ?? {}
  const filledPath = endpointPath(endpoint.path, spec.id)
  const baseUrl = versionOf(name) === 'legacy' ? ctx.legacyBaseUrl : ctx.baseUrl
  const url = `${baseUrl}${filledPath}${toSearch(query)}`
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
  const fail: FailWith = (code, status, message, extra = {}) =>
    new HostApiError(`${method} ${redact(url)} failed: ${redact(message)}`, {
      status,
      code,
      ...extra,
    })

  const { onRequest, onResponse } = ctx
  // What the hooks see: the credentials masked where they are set, never searched for in text.
  const path = onRequest || onResponse ? filledPath + toSearch(query, SECRET_PARAMS) : ''

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
      const answer = await attemptOnce<T>({
        url,
        init,
        resource,
        fetch: ctx.fetch,
        timeoutMs: ctx.timeoutMs,
        validate: ctx.validate,
        signal,
        fail,
        redact,
      })
      ended(answer.status)
      return answer.body
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
