import type { Context, MiddlewareHandler } from 'hono'
import { SandboxError } from '../errors.js'
import type { SandboxRateLimiter } from '../state.js'

/**
 * Applies the limiter per client. Over real sockets the client is the remote address; a
 * request handed to `fetch` in-process has none, so it is keyed by the first
 * `x-forwarded-for` entry (tests use it to act as several clients) or `local`.
 */
export function rateLimit(limiter: SandboxRateLimiter): MiddlewareHandler {
  return async (c, next) => {
    if (limiter.limit <= 0 || c.req.method === 'OPTIONS') return next()
    const result = limiter.take(clientKey(c))
    if (!result.ok) {
      const { retryAfterSeconds } = result
      throw new SandboxError(
        'RATE_LIMITED',
        `too many requests: at most ${limiter.limit} per second; retry in ${retryAfterSeconds} s`,
        { retryAfterSeconds },
        { 'Retry-After': String(retryAfterSeconds) },
      )
    }
    return next()
  }
}

function clientKey(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  const remote = env?.incoming?.socket?.remoteAddress
  if (remote) return remote
  const forwarded = c.req.header('x-forwarded-for')?.split(',', 1)[0]?.trim()
  return forwarded ? forwarded.slice(0, 100) : 'local'
}
