import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createWebhookDispatcher,
  type WebhookDispatcherOptions,
  type WebhookMessage,
} from './createWebhookDispatcher.js'

const START = Date.parse('2026-03-01T10:00:00.000Z')
const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers({ now: START })
})
afterEach(() => {
  vi.useRealTimers()
})

interface Call {
  url: string
  init: RequestInit
  at: number
}

type Answer = number | Error | 'hang'

/** A fetch that answers from a script (per URL, in order; the last answer repeats). */
function fakeFetch(script: Record<string, Answer[]> | ((call: Call) => Answer)) {
  const calls: Call[] = []
  const used = new Map<string, number>()
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {}, at: Date.now() }
    calls.push(call)
    let answer: Answer
    if (typeof script === 'function') answer = script(call)
    else {
      const list = script[call.url] ?? [200]
      const index = used.get(call.url) ?? 0
      used.set(call.url, index + 1)
      answer = list[Math.min(index, list.length - 1)]!
    }
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      })
    }
    if (answer instanceof Error) throw answer
    return new Response(answer === 204 ? null : 'ok', { status: answer })
  })
  return { fetch: fn as unknown as typeof fetch, calls }
}

function refused(): Error {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
  })
}

const HOOK = 'http://127.0.0.1:8788/webhooks/purchase'

function message(overrides: Partial<WebhookMessage> = {}): WebhookMessage {
  const { type = 'CREATED', subjectId = 'p1' } = overrides
  return {
    url: HOOK,
    kind: 'purchase',
    type,
    subjectId,
    body: { type, purchase: { id: subjectId, purchaseViewToken: 'tok-secret', b: 1, a: 2 } },
    ...overrides,
  }
}

function dispatcher(
  fetch: typeof globalThis.fetch,
  options: Partial<WebhookDispatcherOptions> = {},
) {
  return createWebhookDispatcher({ sign: (text) => `sig(${text.length})`, fetch, ...options })
}

describe('webhook dispatcher', () => {
  it('posts the canonical text, signed, without following redirects, after the caller returns', async () => {
    const { fetch, calls } = fakeFetch({})
    const d = dispatcher(fetch, { sign: (text) => `signed:${text}` })
    d.enqueue(message())
    expect(calls).toHaveLength(0) // nothing happens inside the enqueueing handler
    await d.whenIdle()
    expect(calls).toHaveLength(1)
    const text =
      '{"purchase":{"a":2,"b":1,"id":"p1","purchaseViewToken":"tok-secret"},"type":"CREATED"}'
    expect(calls[0]!.url).toBe(HOOK)
    expect(calls[0]!.init).toMatchObject({ method: 'POST', body: text, redirect: 'manual' })
    expect(calls[0]!.init.headers).toMatchObject({
      'content-type': 'application/json',
      'x-body-signature': `signed:${text}`,
    })
    expect(d.attempts()).toEqual([
      {
        deliveryId: expect.any(String),
        url: HOOK,
        kind: 'purchase',
        type: 'CREATED',
        id: 'p1',
        attempt: 1,
        time: new Date(START).toISOString(),
        status: 200,
        error: null,
        durationMs: expect.any(Number),
        outcome: 'delivered',
        nextAttemptAt: null,
        retryInMs: null,
        retryBasis: null,
        answerBody: 'ok',
        replayOf: null,
        body: {
          type: 'CREATED',
          purchase: { id: 'p1', purchaseViewToken: '[redacted]', b: 1, a: 2 },
        },
      },
    ])
    expect(JSON.stringify(d.attempts())).not.toContain('tok-secret')
  })

  it('retries 10 times by default, backing off exponentially up to 3 minutes, then gives up; every attempt is logged', async () => {
    const { fetch, calls } = fakeFetch({ [HOOK]: [refused()] })
    // the top of each jitter range: 1, 2, 4 … s, capped at 180 s
    const d = dispatcher(fetch, { random: () => 0.9999999 })
    d.enqueue(message())
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((c) => c.at - START)).toEqual([0])
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    const gaps = calls.slice(1).map((c, i) => (c.at - calls[i]!.at) / 1000)
    expect(gaps).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 180, 180])
    const log = d.attempts()
    expect(log.map((a) => [a.attempt, a.outcome, a.error])).toEqual([
      ...Array.from({ length: 10 }, (_, i) => [i + 1, 'retrying', 'network error: ECONNREFUSED']),
      [11, 'failed', 'network error: ECONNREFUSED'],
    ])
    expect(log[0]).toMatchObject({
      nextAttemptAt: new Date(START + 1000).toISOString(),
      retryInMs: 1000,
      retryBasis: 'backoff',
    })
    expect(log[10]).toMatchObject({ nextAttemptAt: null, retryInMs: null, retryBasis: null })
    expect(new Set(log.map((a) => a.deliveryId)).size).toBe(1)
    expect(d.pending()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('full jitter: each wait is random up to its step, never under the floor (500 ms by default)', async () => {
    const { fetch, calls } = fakeFetch({ [HOOK]: [500] })
    const draws = [0, 0.5, 0.25, 0.9, 0.5]
    const d = dispatcher(fetch, { random: () => draws.shift() ?? 0, retries: 5 })
    d.enqueue(message())
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    const waits = d.attempts().map((a) => a.retryInMs)
    // steps 1, 2, 4, 8, 16 s: 0 → the floor, 0.5 × 2 s, 0.25 × 4 s, 0.9 × 8 s, 0.5 × 16 s
    expect(waits).toEqual([500, 1000, 1000, 7200, 8000, null])
    expect(calls.slice(1).map((c, i) => c.at - calls[i]!.at)).toEqual([500, 1000, 1000, 7200, 8000])
    d.dispose()
    const floored = dispatcher(fetch, { random: () => 0, retryFloorMs: 20, retryBaseMs: 100 })
    floored.enqueue(message())
    await vi.advanceTimersByTimeAsync(0)
    expect(floored.attempts()[0]!.retryInMs).toBe(20)
    floored.dispose()
  })

  it.each([
    [429, '1', 1000],
    [503, '7', 7000],
    [429, '0', 500], // never under the floor
    [429, '86400', 180_000], // never over the cap
    [503, 'Sun, 01 Mar 2026 10:00:30 GMT', 30_000], // an HTTP-date
    [429, 'Sun, 01 Mar 2026 09:00:00 GMT', 500], // in the past
  ])('honours %s with Retry-After: %s (waits %s ms)', async (status, value, wait) => {
    const calls: number[] = []
    const fetch = (async () => {
      calls.push(Date.now())
      return calls.length === 1
        ? new Response('slow down', { status, headers: { 'retry-after': value } })
        : new Response('ok')
    }) as unknown as typeof globalThis.fetch
    const d = dispatcher(fetch, { random: () => 0.9999999 })
    d.enqueue(message())
    await vi.advanceTimersByTimeAsync(0)
    expect(d.attempts()[0]).toMatchObject({
      status,
      outcome: 'retrying',
      retryInMs: wait,
      retryBasis: 'retry-after',
      nextAttemptAt: new Date(START + wait).toISOString(),
    })
    await vi.advanceTimersByTimeAsync(wait - 1)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    expect(d.attempts()[1]!.outcome).toBe('delivered')
  })

  it('an unreadable Retry-After, or one on another status, is backoff', async () => {
    const answers = [
      new Response('', { status: 429, headers: { 'retry-after': 'soon' } }),
      new Response('', { status: 500, headers: { 'retry-after': '60' } }),
      new Response('', { status: 503, headers: { 'retry-after': '1.5' } }),
      new Response('ok'),
    ]
    const fetch = (async () => answers.shift()!) as unknown as typeof globalThis.fetch
    const d = dispatcher(fetch, { random: () => 0.9999999 })
    d.enqueue(message())
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(d.attempts().map((a) => [a.status, a.retryBasis, a.retryInMs])).toEqual([
      [429, 'backoff', 1000],
      [500, 'backoff', 2000],
      [503, 'backoff', 4000],
      [200, null, null],
    ])
  })

  it('a destination that is down or throttling is paused: one call probes it, the others wait', async () => {
    let down = true
    const { fetch, calls } = fakeFetch(() => (down ? refused() : 200))
    let changes = 0
    const d = dispatcher(fetch, { random: () => 0.9999999, onPausedChange: () => changes++ })
    expect(d.paused()).toEqual([])
    for (let i = 0; i < 50; i++) d.enqueue(message({ subjectId: `p${i}` }))
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    // what the dashboard shows: the 50 calls wait for the paused destination, until its retry
    expect(d.paused()).toEqual([
      {
        destination: 'http://127.0.0.1:8788',
        waiting: 50,
        until: new Date(Date.now() + 1000).toISOString(),
      },
    ])
    expect(changes).toBeGreaterThan(0)
    d.enqueue(message({ subjectId: 'p-late' }))
    expect(d.paused()[0]?.waiting).toBe(51)
    d.reset()
    expect(d.paused()).toEqual([])
    for (let i = 0; i < 50; i++) d.enqueue(message({ subjectId: `p${i}` }))
    calls.length = 0
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000)
    // the same call, 1, 2 and 4 s later; nothing else was sent
    expect(calls).toHaveLength(4)
    expect(d.attempts().every((a) => a.id === 'p0')).toBe(true)
    down = false
    await vi.advanceTimersByTimeAsync(8000)
    expect(calls).toHaveLength(54)
    expect(d.pending()).toBe(0)
    expect(d.attempts().filter((a) => a.outcome === 'delivered')).toHaveLength(50)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('Retry now ends the wait of the call and of its paused destination', async () => {
    let answer = 429
    const fetch = (async () =>
      new Response('', {
        status: answer,
        headers: { 'retry-after': '60' },
      })) as unknown as typeof globalThis.fetch
    const d = dispatcher(fetch)
    const first = d.enqueue(message())!
    d.enqueue(message({ subjectId: 'p2' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(d.attempts().map((a) => [a.id, a.retryInMs])).toEqual([['p1', 60_000]])
    expect(d.paused()).toMatchObject([{ waiting: 2 }])
    answer = 200
    expect(d.retryNow(first)).toBe(true)
    expect(d.paused()).toEqual([])
    await vi.advanceTimersByTimeAsync(0)
    expect(d.attempts().map((a) => [a.id, a.outcome])).toEqual([
      ['p1', 'retrying'],
      ['p1', 'delivered'],
      ['p2', 'delivered'],
    ])
  })

  it('a retry that succeeds ends the delivery; spacing and retries are configurable', async () => {
    const { fetch, calls } = fakeFetch({ [HOOK]: [503, new Error('socket hang up'), 200] })
    const d = dispatcher(fetch, { retryMs: 250, retries: 2 })
    d.enqueue(message())
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls.map((c) => c.at - START)).toEqual([0, 250, 500])
    expect(d.attempts().map((a) => [a.outcome, a.status, a.error])).toEqual([
      ['retrying', 503, 'HTTP 503'],
      ['retrying', null, 'network error: socket hang up'],
      ['delivered', 200, null],
    ])
  })

  it('retries 0 means one attempt only', async () => {
    const { fetch, calls } = fakeFetch({ [HOOK]: [500] })
    const d = dispatcher(fetch, { retries: 0 })
    d.enqueue(message())
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(calls).toHaveLength(1)
    expect(d.attempts().map((a) => a.outcome)).toEqual(['failed'])
  })

  it.each([
    [204, 'delivered', null],
    [299, 'delivered', null],
    [302, 'retrying', 'HTTP 302: redirects are not followed'],
    [400, 'retrying', 'HTTP 400'],
    [401, 'retrying', 'HTTP 401'],
    [500, 'retrying', 'HTTP 500'],
  ] as const)('answer %s is %s', async (status, outcome, error) => {
    const { fetch } = fakeFetch({ [HOOK]: [status] })
    const d = dispatcher(fetch)
    d.enqueue(message())
    await vi.advanceTimersByTimeAsync(0)
    expect(d.attempts()[0]).toMatchObject({ status, outcome, error })
  })

  it('an attempt without an answer times out after 5 s and is retried', async () => {
    const { fetch, calls } = fakeFetch({ [HOOK]: ['hang', 200] })
    const d = dispatcher(fetch, { retryMs: 1000, random: () => 0.9999999 })
    d.enqueue(message())
    await vi.advanceTimersByTimeAsync(4999)
    expect(d.attempts()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(d.attempts()[0]).toMatchObject({
      outcome: 'retrying',
      status: null,
      error: 'timed out after 5000 ms',
    })
    expect(calls[0]!.init.signal?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(1000)
    expect(d.attempts().map((a) => a.outcome)).toEqual(['retrying', 'delivered'])
  })

  it('one request at a time per destination; other destinations are not held up', async () => {
    const other = 'http://localhost:9999/hook'
    let open = 0
    let most = 0
    const { fetch, calls } = fakeFetch(() => 200)
    const slow: typeof globalThis.fetch = async (input, init) => {
      open++
      most = Math.max(most, open)
      await new Promise((r) => setTimeout(r, 100))
      open--
      return fetch(input, init)
    }
    const d = dispatcher(slow)
    for (let i = 0; i < 3; i++) d.enqueue(message({ subjectId: `p${i}` }))
    d.enqueue(message({ url: other, subjectId: 'q' }))
    await vi.advanceTimersByTimeAsync(100)
    // the first call to each destination went out together
    expect(calls.map((c) => c.url).sort()).toEqual([HOOK, other])
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls.map((c) => c.url)).toEqual([HOOK, other, HOOK, HOOK])
    expect(most).toBe(2)
  })

  it('a later call about the same purchase waits for the earlier one; other purchases go ahead', async () => {
    let down = true
    // a 500 is about the call (a network error or a 503 would pause the destination)
    const { fetch, calls } = fakeFetch(() => (down ? 500 : 200))
    const d = dispatcher(fetch, { retryMs: 1000, random: () => 0.9999999 })
    d.enqueue(message({ type: 'CREATED', subjectId: 'p1' }))
    d.enqueue(message({ type: 'RELEASED', subjectId: 'p1' }))
    await vi.advanceTimersByTimeAsync(0)
    down = false
    d.enqueue(message({ type: 'CREATED', subjectId: 'p2' }))
    await vi.advanceTimersByTimeAsync(0)
    const sent = () =>
      calls.map(
        (c) => JSON.parse(String(c.init.body)) as { type: string; purchase: { id: string } },
      )
    expect(sent().map((b) => `${b.purchase.id}:${b.type}`)).toEqual(['p1:CREATED', 'p2:CREATED'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(sent().map((b) => `${b.purchase.id}:${b.type}`)).toEqual([
      'p1:CREATED',
      'p2:CREATED',
      'p1:CREATED',
      'p1:RELEASED',
    ])
    expect(d.attempts().map((a) => `${a.id}:${a.type}:${a.attempt}:${a.outcome}`)).toEqual([
      'p1:CREATED:1:retrying',
      'p2:CREATED:1:delivered',
      'p1:CREATED:2:delivered',
      'p1:RELEASED:1:delivered',
    ])
  })

  it('refuses URLs off the machine (and non-http ones) without sending anything', async () => {
    const { fetch, calls } = fakeFetch({})
    const d = dispatcher(fetch)
    d.enqueue(message({ url: 'https://example.com/hook' }))
    d.enqueue(message({ url: 'file:///etc/passwd' }))
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(calls).toHaveLength(0)
    expect(d.attempts().map((a) => [a.outcome, a.status])).toEqual([
      ['refused', null],
      ['refused', null],
    ])
    expect(d.attempts()[0]!.error).toContain('this machine')
    expect(d.pending()).toBe(0)
  })

  it('notTarget refuses a URL the served sandbox was not given, sending nothing', async () => {
    const { fetch, calls } = fakeFetch({})
    const d = dispatcher(fetch, {
      notTarget: (url) => (url.port === '8788' ? undefined : 'is not a webhook target'),
    })
    d.enqueue(message({ url: 'http://127.0.0.1:5432/' }))
    d.enqueue(message({ subjectId: 'p2' }))
    await d.whenIdle()
    expect(calls.map((call) => call.url)).toEqual([HOOK])
    expect(d.attempts().map((a) => [a.outcome, a.error])).toEqual([
      ['refused', 'not sent: the URL is not a webhook target'],
      ['delivered', null],
    ])
  })

  it('logs the URL without its query (it may carry a credential), but calls it with it', async () => {
    const { fetch, calls } = fakeFetch({})
    const d = dispatcher(fetch)
    d.enqueue(message({ url: `${HOOK}?token=host-secret#frag` }))
    await d.whenIdle()
    expect(calls[0]!.url).toBe(`${HOOK}?token=host-secret#frag`)
    expect(d.attempts()[0]!.url).toBe(HOOK)
    expect(JSON.stringify(d.attempts())).not.toContain('host-secret')
  })

  it('holds at most maxPending calls (default 20000); each one over is dropped and logged', async () => {
    const { fetch } = fakeFetch({ [HOOK]: [500] })
    const d = dispatcher(fetch, { maxPending: 3 })
    for (let i = 0; i < 5; i++) d.enqueue(message({ subjectId: `p${i}` }))
    expect(d.pending()).toBe(3)
    const dropped = d.attempts().filter((a) => a.outcome === 'dropped')
    expect(dropped.map((a) => [a.id, a.status, a.error])).toEqual([
      ['p3', null, 'dropped: 3 calls are already waiting to be delivered'],
      ['p4', null, 'dropped: 3 calls are already waiting to be delivered'],
    ])
    d.dispose()
    const unbounded = dispatcher(fetch)
    for (let i = 0; i < 20_005; i++) unbounded.enqueue(message({ subjectId: `p${i}` }))
    expect(unbounded.pending()).toBe(20_000)
    expect(unbounded.attempts().filter((a) => a.outcome === 'dropped')).toHaveLength(5)
    unbounded.dispose()
  })

  it('allowExternal sends to other hosts', async () => {
    const { fetch, calls } = fakeFetch({})
    const d = dispatcher(fetch, { allowExternal: true })
    d.enqueue(message({ url: 'https://example.com/hook' }))
    await d.whenIdle()
    expect(calls).toHaveLength(1)
  })

  it('reset aborts calls in flight, cancels retries and clears the log; dispose stops for good', async () => {
    const { fetch, calls } = fakeFetch({ [HOOK]: ['hang', 200], 'http://localhost:1/x': [500] })
    const d = dispatcher(fetch)
    d.enqueue(message())
    d.enqueue(message({ url: 'http://localhost:1/x', subjectId: 'p2' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(d.attempts()).toHaveLength(1) // the 500, waiting for its retry
    const idle = d.whenIdle()
    d.reset()
    await idle
    expect(calls[0]!.init.signal?.aborted).toBe(true)
    expect(d.attempts()).toEqual([])
    expect(d.pending()).toBe(0)
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(calls).toHaveLength(2)
    expect(d.attempts()).toEqual([]) // the aborted attempt is not logged after the reset
    expect(vi.getTimerCount()).toBe(0)

    d.enqueue(message())
    await d.whenIdle()
    expect(calls).toHaveLength(3)
    d.dispose()
    expect(d.enqueue(message())).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(3)
  })

  it('keeps the newest maxLog attempts; a throwing onAttempt does not stop delivery', async () => {
    const { fetch } = fakeFetch({})
    const seen: number[] = []
    const d = dispatcher(fetch, {
      maxLog: 3,
      onAttempt: (a) => {
        seen.push(a.attempt)
        throw new Error('logger broke')
      },
    })
    for (let i = 0; i < 5; i++) d.enqueue(message({ subjectId: `p${i}` }))
    await d.whenIdle()
    expect(seen).toHaveLength(5)
    expect(d.attempts().map((a) => a.id)).toEqual(['p2', 'p3', 'p4'])
  })

  it('the log is a copy: changing it changes nothing inside', async () => {
    const { fetch } = fakeFetch({})
    const d = dispatcher(fetch)
    d.enqueue(message())
    await d.whenIdle()
    const [entry] = d.attempts()
    entry!.outcome = 'failed'
    expect(() => {
      ;(entry!.body as { type: string }).type = 'X'
    }).toThrow(TypeError)
    expect(d.attempts()[0]!.outcome).toBe('delivered')
  })

  it.each([
    [{ retries: -1 }, 'webhookRetries'],
    [{ retries: 1.5 }, 'webhookRetries'],
    [{ retryMs: -5 }, 'webhookRetryMs'],
    [{ retryFloorMs: -1 }, 'webhookRetryFloorMs'],
    [{ retryBaseMs: 0 }, 'webhookRetryBaseMs'],
    [{ maxPending: 0 }, 'webhookMaxPending'],
    [{ timeoutMs: 0 }, 'webhookTimeoutMs'],
    [{ timeoutMs: 2 ** 40 }, 'webhookTimeoutMs'],
  ])('rejects %j', (options, name) => {
    expect(() => dispatcher(fakeFetch({}).fetch, options)).toThrow(name)
  })
})
