import type { HostApiErrorCode } from './HostApiError.js'

/** An attempt about to be sent, as `onRequest` sees it. */
export interface HostApiRequestEvent {
  method: 'GET' | 'POST'
  /**
   * The endpoint's path and query after the base URL, with the values of `hostApiKey` and
   * `secret` replaced by `***`: `/host-api/v3/assets?currencyCode=USD&hostApiKey=***`.
   */
  path: string
  /** 0 for the first attempt, 1 for the first retry, ... */
  attempt: number
}

/** How an attempt ended, as `onResponse` sees it: once for each `onRequest`. */
export interface HostApiResponseEvent extends HostApiRequestEvent {
  /** HTTP status of the answer; 0 when none came (network error, timeout, abort). */
  status: number
  /**
   * Absent when the attempt succeeded; otherwise why it failed: the `HostApiError` code it
   * rejected with, `ABORTED` when the caller aborted, `ERROR` for anything else thrown.
   */
  code?: HostApiErrorCode | undefined
  /** From just before sending to the end of the attempt (body read and checked), in ms. */
  durationMs: number
  /** Set when the client tries again: the wait before the next attempt, in ms. */
  retryInMs?: number | undefined
}

/**
 * Observers of every attempt, for logs and traces. A hook that throws never breaks the
 * request: its error is reported as uncaught (`reportError`, else thrown from a timer).
 */
export interface HostApiRequestHooks {
  onRequest?: ((event: HostApiRequestEvent) => void) | undefined
  onResponse?: ((event: HostApiResponseEvent) => void) | undefined
}
