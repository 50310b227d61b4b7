/**
 * Token bucket per client: `limit` requests per second, bursts up to `limit`. Answers how
 * long to wait (whole seconds, at least 1) when a request is over the limit.
 */
export interface RateLimiter {
  readonly limit: number
  take(client: string): { ok: true } | { ok: false; retryAfterSeconds: number }
  reset(): void
}

// Beyond this many clients, idle (full) buckets are dropped so hostile clients cannot grow it.
const MAX_CLIENTS = 10_000

export function createRateLimiter(limit: number, now: () => number): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>()

  function refill(bucket: { tokens: number; at: number }, time: number) {
    const elapsed = Math.max(0, time - bucket.at) / 1000
    bucket.tokens = Math.min(limit, bucket.tokens + elapsed * limit)
    bucket.at = time
  }

  return {
    limit,
    take(client) {
      if (limit <= 0) return { ok: true }
      const time = now()
      let bucket = buckets.get(client)
      if (!bucket) {
        if (buckets.size >= MAX_CLIENTS) {
          for (const [key, b] of buckets) {
            refill(b, time)
            if (b.tokens >= limit) buckets.delete(key)
          }
        }
        bucket = { tokens: limit, at: time }
        buckets.set(client, bucket)
      } else {
        refill(bucket, time)
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return { ok: true }
      }
      const retryAfterSeconds = Math.max(1, Math.ceil((1 - bucket.tokens) / limit))
      return { ok: false, retryAfterSeconds }
    },
    reset() {
      buckets.clear()
    },
  }
}
