import { HostApiError } from './HostApiError.js'

/** Throws the error for a request that breaks the spec; nothing has been sent. */
export function invalidRequest(field: string, message: string): never {
  throw new HostApiError(`Invalid request: ${field} ${message}`, {
    status: 0,
    code: 'INVALID_REQUEST',
    details: { field },
  })
}

/** Rejects anything but a non-empty string, naming the field but never its value. */
export function requireNonEmpty(field: string, value: unknown): void {
  if (typeof value !== 'string' || value.trim() === '')
    invalidRequest(field, 'must be a non-empty string')
}
