/**
 * Why a `CspError` was thrown: an address that is not an absolute http(s) URL whose origin a
 * policy can name (`INVALID_URL`), a `variant` the widget does not know (`INVALID_VARIANT`), or a
 * policy text that cannot go in a header (`INVALID_POLICY`: a line break or another control
 * character, which would split the header).
 */
export type CspErrorCode = 'INVALID_URL' | 'INVALID_VARIANT' | 'INVALID_POLICY'

/** The fields a `CspError` is built with (its second constructor argument). */
export interface CspErrorInit {
  code: CspErrorCode
  /** The option the value came from: `url`, `variant`, `apiBaseUrl`, `policy`. */
  field: string
}

/**
 * An input from which no safe policy can be written: refused, never repaired, so that nothing a
 * configuration holds can reach the header as a directive of its own.
 */
export class CspError extends Error {
  override name = 'CspError' as const
  code: CspErrorCode
  field: string

  constructor(message: string, init: CspErrorInit) {
    super(message)
    this.code = init.code
    this.field = init.field
  }
}

/** Whether `error` is a `CspError`, optionally with the given code. */
export function isCspError(error: unknown, code?: CspErrorCode): error is CspError {
  return error instanceof CspError && (code === undefined || error.code === code)
}

/**
 * A value for an error message: quoted and cut short; an address with a user name or password
 * is not shown (a credential must not reach a log).
 */
export function describeInput(value: unknown): string {
  if (typeof value !== 'string') return `(a ${value === null ? 'null' : typeof value})`
  if (value.includes('@')) return '(an address with an @, not shown)'
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)
}
