import type { OpenUnion } from '../types/common.js'

/** Codes the client itself assigns; a JSON error body's own `code` is passed through. */
export type HostApiErrorCode = OpenUnion<
  'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE' | 'INVALID_REQUEST' | `HTTP_${number}`
>

/** The fields a `HostApiError` is built with (its second constructor argument). */
export interface HostApiErrorInit {
  /** HTTP status, or 0 when no response was received (network, timeout, invalid request). */
  status: number
  code: HostApiErrorCode
  /** The rest of a JSON error body, or what the client knows about the failure. */
  details?: Record<string, unknown>
  /** How long the service asked to wait (`Retry-After`), in milliseconds. */
  retryAfterMs?: number
  /** The underlying error, with credentials redacted. */
  cause?: unknown
}

/**
 * Every failure of the host API client. Credentials (`hostApiKey`, `secret`) never appear in
 * its message, details or cause: the client redacts them before building it.
 */
export class HostApiError extends Error {
  override name = 'HostApiError' as const
  declare status: number
  declare code: HostApiErrorCode
  declare details?: Record<string, unknown>
  declare retryAfterMs?: number

  constructor(message: string, { cause, ...fields }: HostApiErrorInit) {
    super(message, { cause })
    Object.assign(this, fields)
  }
}

/** Whether `error` is a `HostApiError`, optionally with the given code. */
export function isHostApiError(error: unknown, code?: HostApiErrorCode): error is HostApiError {
  return error instanceof HostApiError && (code === undefined || error.code === code)
}
