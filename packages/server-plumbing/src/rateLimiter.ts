/**
 * Token bucket per client: `limit` requests per second, bursts up to `limit`. Answers how long
 * to wait (whole seconds, at least 1) when a request is over the limit. `limit` 0 turns it off.
 */
export interface RateLimiter {
  readonly limit: number
  /** Spends one of `client`'s tokens, or says when the next one is there. */
  take(client: string): { ok: true } | { ok: false; retryAfterSeconds: number }
  /**
   * Gives back a token taken for a request that turned out not to count (the receiver's
   * verified calls): take first, so concurrent requests cannot overdraw, and refund what should
   * not be spent. Never beyond the limit.
   */
  refund(client: string): void
  /** Forgets every client: all start again with a full bucket (the sandbox's reset). */
  clear(): void
}

// Beyond this many clients, full (idle) buckets are dropped, then the oldest down to 90%: hostile
// clients with many addresses cannot grow the map without bound, and the sweep runs once per
// thousand new clients at most, not per request.
const MAX_CLIENTS = 10_000
const AFTER_SWEEP = 9_000

interface Bucket {
  tokens: number
  at: number
}

export function createRateLimiter(limit: number, now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, Bucket>()

  function refill(bucket: Bucket, time: number) {
    const elapsed = Math.max(0, time - bucket.at) / 1000
    bucket.tokens = Math.min(limit, bucket.tokens + elapsed * limit)
    bucket.at = time
  }

  function makeRoom(time: number) {
    for (const [client, bucket] of buckets) {
      refill(bucket, time)
      if (bucket.tokens >= limit) buckets.delete(client)
    }
    for (const client of buckets.keys()) {
      if (buckets.size <= AFTER_SWEEP) break
      buckets.delete(client)
    }
  }

  return {
    limit,
    take(client) {
      if (limit <= 0) return { ok: true }
      const time = now()
      let bucket = buckets.get(client)
      if (bucket === undefined) {
        if (buckets.size >= MAX_CLIENTS) makeRoom(time)
        bucket = { tokens: limit, at: time }
        buckets.set(client, bucket)
      } else {
        refill(bucket, time)
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return { ok: true }
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / limit)) }
    },
    refund(client) {
      const bucket = buckets.get(client)
      if (bucket !== undefined) bucket.tokens = Math.min(limit, bucket.tokens + 1)
    },
    clear() {
      buckets.clear()
    },
  }
}
