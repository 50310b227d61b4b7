import { describe, expect, it } from 'vitest'
import { HostApiError, isHostApiError } from './HostApiError.js'

describe('HostApiError', () => {
  it('is an Error with name, status, code, details, retryAfterMs and cause', () => {
    const cause = new Error('inner')
    const error = new HostApiError('boom', {
      status: 429,
      code: 'RATE_LIMITED',
      details: { message: 'slow down' },
      retryAfterMs: 1000,
      cause,
    })
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'HostApiError',
      message: 'boom',
      status: 429,
      code: 'RATE_LIMITED',
      details: { message: 'slow down' },
      retryAfterMs: 1000,
    })
    expect(error.cause).toBe(cause)
    expect(String(error)).toBe('HostApiError: boom')
  })

  it('isHostApiError narrows, optionally by code', () => {
    const error = new HostApiError('x', { status: 0, code: 'TIMEOUT' })
    expect(isHostApiError(error)).toBe(true)
    expect(isHostApiError(error, 'TIMEOUT')).toBe(true)
    expect(isHostApiError(error, 'NETWORK_ERROR')).toBe(false)
    expect(isHostApiError(new Error('x'))).toBe(false)
  })
})
