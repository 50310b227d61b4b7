import { isHostApiError } from '@rampkit/core'

/** What went wrong with a quote, in words for the user. */
export function quoteErrorMessage(error: Error): string {
  if (isHostApiError(error, 'RATE_LIMITED') || (isHostApiError(error) && error.status === 429)) {
    const wait = error.retryAfterMs ? ` in ${Math.ceil(error.retryAfterMs / 1000)} s` : ' shortly'
    return `Too many price requests right now: trying again${wait}.`
  }
  if (isHostApiError(error, 'NETWORK_ERROR') || isHostApiError(error, 'TIMEOUT')) {
    return 'The price service cannot be reached. Check your connection; we keep trying.'
  }
  return error.message
}
