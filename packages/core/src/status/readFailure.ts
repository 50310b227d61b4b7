import { HostApiError } from '../client/HostApiError.js'

/** Failures that may pass by themselves (network, timeout, 429, 5xx), so polling goes on. */
export function mayPass(error: Error): boolean {
  if (!(error instanceof HostApiError)) return true
  return error.status === 0
    ? error.code !== 'INVALID_REQUEST'
    : error.status === 429 || error.status >= 500
}

/** The wait a failure asks for (the host API's `Retry-After`), in milliseconds; 0 for none. */
export function retryAfterOf(error: Error): number {
  return error instanceof HostApiError ? (error.retryAfterMs ?? 0) : 0
}
