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

  it('retries 4 times, 3 minutes apart by default, then gives up; every attempt is logged', async () => {
    const { fetch, calls } = fakeFetch({ [HOOK]: [refused()] })
    const d = dispatcher(fetch)
    d.enqueue(message())
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((c) => c.at - START)).toEqual([0])
    await vi.advanceTimersByTimeAsync(3 * MINUTE - 1)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(calls.map((c) => (c.at - START) / MINUTE)).toEqual([0, 3, 6, 9, 12])
    const log = d.attempts()
    expect(log.map((a) => [a.attempt, a.outcome, a.error])).toEqual([
      [1, 'retrying', 'network error: ECONNREFUSED'],
      [2, 'retrying', 'network error: ECONNREFUSED'],
      [3, 'retrying', 'network error: ECONNREFUSED'],
      [4, 'retrying', 'network error: ECONNREFUSED'],
      [5, 'failed', 'network error: ECONNREFUSED'],
    ])
    expect(log[0]!.nextAttemptAt).toBe(new Date(START + 3 * MINUTE).toISOString())
    expect(log[4]!.nextAttemptAt).toBeNull()
    expect(new Set(log.map((a) => a.deliveryId)).size).toBe(1)
    expect(d.pending()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
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
    const d = dispatcher(fetch, { retryMs: 1000 })
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
    const { fetch, calls } = fakeFetch(() => (down ? refused() : 200))
    const d = dispatcher(fetch, { retryMs: 1000 })
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

  it('holds at most maxPending calls (default 1000); each one over is dropped and logged', async () => {
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
    for (let i = 0; i < 1005; i++) unbounded.enqueue(message({ subjectId: `p${i}` }))
    expect(unbounded.pending()).toBe(1000)
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
    [{ timeoutMs: 0 }, 'webhookTimeoutMs'],
    [{ timeoutMs: 2 ** 40 }, 'webhookTimeoutMs'],
  ])('rejects %j', (options, name) => {
    expect(() => dispatcher(fakeFetch({}).fetch, options)).toThrow(name)
  })
})
