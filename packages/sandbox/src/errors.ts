/**
 * Every error the sandbox answers: a JSON body `{ code, message, ...details }` with a 4xx status.
 * Routes throw `SandboxError`; the app's error handler turns it into the response. Anything
 * else that reaches the handler is a sandbox bug and answers 500 `INTERNAL` (so tests see it).
 */
export const ERROR_STATUS = {
  INVALID_REQUEST: 400,
  UNKNOWN_ASSET: 400,
  ASSET_DISABLED: 400,
  ASSET_NOT_AVAILABLE: 400,
  UNKNOWN_CURRENCY: 400,
  UNSUPPORTED_CURRENCY: 400,
  UNSUPPORTED_PAYMENT_METHOD: 400,
  AMOUNT_TOO_LOW: 400,
  AMOUNT_TOO_HIGH: 400,
  MISSING_API_KEY: 401,
  UNKNOWN_API_KEY: 403,
  HOST_NOT_ALLOWED: 403,
  ORIGIN_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  INVALID_TRANSITION: 409,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const

/**
 * The `code` of a sandbox error, each with its HTTP status (400 to 429, and 500 `INTERNAL` for a
 * sandbox bug).
 */
export type SandboxErrorCode = keyof typeof ERROR_STATUS
export type SandboxErrorStatus = (typeof ERROR_STATUS)[SandboxErrorCode]

/** One offending input of an `INVALID_REQUEST`: `path` names the query parameter or body field. */
export interface FieldIssue {
  path: string
  /** A quote field's: the code of the rule it breaks (core's quote request rules' table). */
  rule?: string
  message: string
}

/** The JSON body of every sandbox error response: `code`, `message` and any details. */
export interface SandboxErrorBody {
  code: SandboxErrorCode
  message: string
  [detail: string]: unknown
}

/**
 * Every error the sandbox answers, with its code, HTTP status and details; routes throw it and the
 * app turns it into a JSON error response.
 */
export class SandboxError extends Error {
  readonly code: SandboxErrorCode
  readonly status: SandboxErrorStatus
  readonly details: Record<string, unknown>
  /** Extra response headers (e.g. `Retry-After`, `Allow`). */
  readonly headers: Record<string, string>

  constructor(
    code: SandboxErrorCode,
    message: string,
    details: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'SandboxError'
    this.code = code
    this.status = ERROR_STATUS[code]
    this.details = details
    this.headers = headers
  }

  toBody(): SandboxErrorBody {
    // details first so they can never overwrite code or message
    return { ...this.details, code: this.code, message: this.message }
  }
}

/** `INVALID_REQUEST` naming every offending field. */
export function invalidRequest(fields: FieldIssue[], message?: string): SandboxError {
  const summary = message ?? fields.map((f) => `${f.path}: ${f.message}`).join('; ')
  return new SandboxError('INVALID_REQUEST', summary || 'invalid request', { fields })
}
