import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HostApiError } from '../client/HostApiError.js'
import { json } from '../client/testing/scriptedFetch.js'
import { testClient } from '../client/testing/testClient.js'
import { installFakeDocument } from '../shared/store/testing/fakeDocument.js'
import type { ServicePurchase } from '../types/transactions.js'
import { PURCHASE } from '../widget/mount/testing/harness.js'
import type { PurchaseClient } from './createPurchaseStore.js'
import { createPurchaseTracker } from './createPurchaseTracker.js'

const SECRET = 'view-token-secret'
const withStatus = (status: string) => ({ ...PURCHASE, status }) as ServicePurchase

/** A client whose reads answer in order from `answers` (a value, or an Error to reject with). */
function scripted(answers: (ServicePurchase | Error)[]) {
  const calls: { id: string; secret: string; signal?: AbortSignal }[] = []
  const client: PurchaseClient = {
    legacy: {
      getPurchase: vi.fn(async (id: string, secret: string, options?: { signal?: AbortSignal }) => {
        calls.push({ id, secret, signal: options?.signal })
        const answer = answers[Math.min(calls.length, answers.length) - 1]!
        if (answer instanceof Error) throw answer
        return answer
      }),
    },
  }
  return { client, calls }
}

const transient = (retryAfterMs?: number) =>
  new HostApiError('rate limited', { status: 429, code: 'RATE_LIMITED', retryAfterMs })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('createPurchaseTracker', () => {
  it('starts nothing before a listener, then reads until the status is final', async () => {
    const { client, calls } = scripted([
      withStatus('INITIALIZED'),
      withStatus('PAYMENT_STARTED'),
      withStatus('RELEASED'),
    ])
    const tracker = createPurchaseTracker(
      client,
      { id: 'p1', secret: SECRET },
      { intervalMs: 1000 },
    )
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(0)
    expect(tracker.getSnapshot()).toEqual({ status: 'loading', isFinal: false, isFetching: false })

    const statuses: string[] = []
    tracker.subscribe(() => {
      const s = tracker.getSnapshot()
      if (s.status === 'success' && !s.isFetching) statuses.push(s.purchase.status)
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls[0]).toMatchObject({ id: 'p1', secret: SECRET })
    await vi.advanceTimersByTimeAsync(2000)
    expect(statuses).toEqual(['INITIALIZED', 'PAYMENT_STARTED', 'RELEASED'])
    expect(tracker.getSnapshot()).toMatchObject({ status: 'success', isFinal: true })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(3)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows the initial purchase at once and still reads it', async () => {
    const { client, calls } = scripted([withStatus('PAYMENT_STARTED')])
    const tracker = createPurchaseTracker(
      client,
      { id: 'p1', secret: SECRET },
      { initial: withStatus('INITIALIZED') },
    )
    expect(tracker.getSnapshot()).toMatchObject({
      status: 'success',
      purchase: { status: 'INITIALIZED' },
    })
    const off = tracker.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    expect(tracker.getSnapshot()).toMatchObject({ purchase: { status: 'PAYMENT_STARTED' } })
    off()
  })

  it('keeps the last purchase through passing errors and backs off, honouring Retry-After', async () => {
    const { client, calls } = scripted([
      withStatus('INITIALIZED'),
      transient(),
      transient(9000),
      withStatus('RELEASED'),
    ])
    const tracker = createPurchaseTracker(
      client,
      { id: 'p1', secret: SECRET },
      { intervalMs: 1000 },
    )
    tracker.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(1000) // read 1, then read 2 fails at 1000
    expect(calls).toHaveLength(2)
    expect(tracker.getSnapshot()).toMatchObject({
      status: 'error',
      purchase: { status: 'INITIALIZED' },
      isFinal: false,
    })
    await vi.advanceTimersByTimeAsync(1999)
    expect(calls).toHaveLength(2) // first failure: twice the interval
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(8999) // Retry-After 9 s beats the 4 s backoff
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(tracker.getSnapshot()).toMatchObject({ status: 'success', isFinal: true })
  })

  it('stops at an error that will not pass (a wrong id or token answers 404)', async () => {
    const { client } = testClient([json({ code: 'NOT_FOUND', message: 'No such purchase' }, 404)])
    const tracker = createPurchaseTracker(
      client,
      { id: 'p1', secret: SECRET },
      { intervalMs: 1000 },
    )
    tracker.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    const s = tracker.getSnapshot()
    expect(s).toMatchObject({ status: 'error', isFinal: true, error: { code: 'NOT_FOUND' } })
    expect(`${s.error?.message} ${JSON.stringify(s.error)}`).not.toContain(SECRET)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('pauses without listeners (aborting a read in flight) and resumes on the next one', async () => {
    let release!: (p: ServicePurchase) => void
    const signals: AbortSignal[] = []
    const client: PurchaseClient = {
      legacy: {
        getPurchase: (_id, _secret, options) =>
          new Promise((resolve, reject) => {
            signals.push(options!.signal!)
            release = resolve
            options?.signal?.addEventListener('abort', () => reject(options.signal?.reason))
          }),
      },
    }
    const tracker = createPurchaseTracker(
      client,
      { id: 'p1', secret: SECRET },
      { intervalMs: 1000 },
    )
    const off = tracker.subscribe(() => {})
    expect(tracker.getSnapshot().isFetching).toBe(true)
    off()
    expect(signals[0]!.aborted).toBe(true)
    expect(tracker.getSnapshot().isFetching).toBe(false)
    tracker.subscribe(() => {})
    expect(signals).toHaveLength(2)
    release(withStatus('RELEASED'))
    await vi.advanceTimersByTimeAsync(0)
    expect(tracker.getSnapshot()).toMatchObject({ status: 'success', isFinal: true })
  })

  it('refresh reads now, shares a read in flight, and destroy stops everything', async () => {
    const { client, calls } = scripted([withStatus('INITIALIZED')])
    const tracker = createPurchaseTracker(client, { id: 'p1', secret: SECRET })
    await Promise.all([tracker.refresh(), tracker.refresh()])
    expect(calls).toHaveLength(1)
    tracker.subscribe(() => {})
    tracker.destroy()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls.length).toBeLessThanOrEqual(2)
    expect(vi.getTimerCount()).toBe(0)
    await tracker.refresh()
    expect(tracker.subscribe(() => {})).toBeTypeOf('function')
  })

  it('refuses a wrong client, id, secret or interval without echoing the secret', () => {
    const { client } = scripted([withStatus('INITIALIZED')])
    expect(() => createPurchaseTracker({} as PurchaseClient, { id: 'p', secret: 's' })).toThrow(
      /legacy\.getPurchase/,
    )
    for (const bad of [{ id: '', secret: SECRET }, { id: 'p1', secret: '' }, null]) {
      expect(() =>
        createPurchaseTracker(client, bad as unknown as { id: string; secret: string }),
      ).toThrow(TypeError)
    }
    try {
      createPurchaseTracker(client, { id: 7 as unknown as string, secret: SECRET })
    } catch (error) {
      expect(String(error)).not.toContain(SECRET)
    }
    expect(() =>
      createPurchaseTracker(client, { id: 'p1', secret: SECRET }, { intervalMs: -1 }),
    ).toThrow(RangeError)
  })

  it('is fed by the PURCHASE_CREATED payload: shows its purchase at once and reads with its token', async () => {
    const { client, calls } = scripted([withStatus('RELEASED')])
    const created = withStatus('INITIALIZED')
    const tracker = createPurchaseTracker(client, {
      purchase: created,
      purchaseViewToken: SECRET,
    })
    expect(tracker.getSnapshot()).toMatchObject({ status: 'success', purchase: created })
    tracker.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls[0]).toMatchObject({ id: PURCHASE.id, secret: SECRET })
    expect(tracker.getSnapshot()).toMatchObject({ isFinal: true, purchase: { status: 'RELEASED' } })
  })

  it('waits while the page is hidden and reads again as soon as it is shown', async () => {
    const page = installFakeDocument()
    const { client, calls } = scripted([withStatus('INITIALIZED')])
    const tracker = createPurchaseTracker(
      client,
      { id: 'p1', secret: SECRET },
      { intervalMs: 1000 },
    )
    const off = tracker.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    page.show(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1)
    page.show(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(2)
    off()
    expect(page.listeners).toBe(0)
  })

  it('hostile input: anything that is not an id + token or a created payload is refused, never echoing a token', () => {
    const { client } = scripted([withStatus('INITIALIZED')])
    fc.assert(
      fc.property(fc.anything(), fc.string({ minLength: 8 }), (input, token) => {
        const shapes = [
          input,
          { id: input, secret: token },
          { purchase: input, purchaseViewToken: token },
          { purchase: { id: input }, purchaseViewToken: token },
        ]
        for (const shape of shapes) {
          try {
            createPurchaseTracker(client, shape as { id: string; secret: string })
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError)
            expect((error as Error).message).not.toContain(token)
          }
        }
      }),
    )
  })

  it('a secret never reaches the snapshot or its errors, whatever the service answers', async () => {
    vi.useRealTimers()
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[A-Za-z0-9_-]{6,24}$/),
        fc.constantFrom(400, 401, 403, 404, 429, 500, 503),
        async (secret, status) => {
          const { client } = testClient([
            () => json({ code: 'X', message: `bad secret=${secret}`, secret }, status),
          ])
          const tracker = createPurchaseTracker(client, { id: 'p1', secret })
          await tracker.refresh()
          tracker.destroy()
          const s = tracker.getSnapshot()
          expect(s.status).toBe('error')
          expect(`${s.error?.message} ${JSON.stringify(s.error)}`).not.toContain(secret)
        },
      ),
      { numRuns: 50 },
    )
  })
})
