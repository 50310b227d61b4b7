import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { stableKey } from '../shared/stableKey.js'
import { fakeTimersInEachTest } from '../shared/testing/fakeTimers.js'
import { createQuoteStore } from './createQuoteStore.js'
import { isQuoteInputError, QuoteInputError } from './QuoteInputError.js'
import { fakeClient, hostApiError, onrampResultFor } from './testing/fakeClient.js'
import type { QuoteParams } from './types.js'
import { toQuoteRequestBody } from './validateQuoteParams.js'

const eur = (fiatValue: number): QuoteParams => ({
  cryptoAssetSymbol: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue,
})

fakeTimersInEachTest()

function setup(
  options: { ignoreAbort?: boolean; debounceMs?: number; refreshIntervalMs?: number } = {},
) {
  const fake = fakeClient({ ignoreAbort: options.ignoreAbort })
  const store = createQuoteStore(fake.client, {
    flow: 'onramp',
    debounceMs: options.debounceMs,
    refreshIntervalMs: options.refreshIntervalMs,
  })
  return { ...fake, store }
}

describe('createQuoteStore', () => {
  it('starts idle and makes one request for a burst of 10 changes, with the last params', async () => {
    const { store, calls } = setup()
    expect(store.getSnapshot()).toEqual({ status: 'idle', params: null, isFetching: false })
    for (let i = 1; i <= 10; i++) {
      store.setParams(eur(i * 10))
      await vi.advanceTimersByTimeAsync(100)
    }
    expect(calls).toHaveLength(0)
    expect(store.getSnapshot()).toMatchObject({
      status: 'loading',
      params: eur(100),
      isFetching: false,
    })
    await vi.advanceTimersByTimeAsync(300)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.body).toEqual({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
    })
    expect(store.getSnapshot().isFetching).toBe(true)
    calls[0]!.resolve(onrampResultFor(calls[0]!.body))
    await vi.advanceTimersByTimeAsync(0)
    const snapshot = store.getSnapshot()
    expect(snapshot.status).toBe('success')
    expect(snapshot.params).toEqual(eur(100))
    expect(snapshot.data?.CARD_PAYMENT?.fiatValue).toBe(100)
    expect(snapshot.updatedAt).toBe(Date.now())
    expect(snapshot.isFetching).toBe(false)
  })

  it('sends only the fields of the request body (limits stay on the client side)', async () => {
    const { store, calls } = setup()
    store.setParams({ ...eur(50), userCountryCode: 'PT', limits: { min: 1 } })
    await vi.advanceTimersByTimeAsync(300)
    expect(calls[0]!.body).toEqual({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 50,
      userCountryCode: 'PT',
    })
    expect(calls[0]!.method).toBe('getOnrampQuote')
  })

  it('uses getOfframpQuote for the off-ramp flow', async () => {
    const { client, calls } = fakeClient()
    const store = createQuoteStore(client, { flow: 'offramp', debounceMs: 0 })
    store.setParams({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', cryptoAmount: '10' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((call) => call.method)).toEqual(['getOfframpQuote'])
  })

  it('returns the same snapshot object until something changes', async () => {
    const { store } = setup()
    const idle = store.getSnapshot()
    store.setParams(null)
    expect(store.getSnapshot()).toBe(idle)
    store.setParams(eur(10))
    const loading = store.getSnapshot()
    expect(loading).not.toBe(idle)
    store.setParams({ fiatValue: 10, fiatCurrency: 'EUR', cryptoAssetSymbol: 'ETH_ETH' })
    expect(store.getSnapshot()).toBe(loading)
    await vi.advanceTimersByTimeAsync(100)
    expect(store.getSnapshot()).toBe(loading)
  })

  it('shares identical requests in flight between stores and with refresh()', async () => {
    const { client, calls } = fakeClient()
    const a = createQuoteStore(client, { flow: 'onramp' })
    const b = createQuoteStore(client, { flow: 'onramp', debounceMs: 100 })
    a.setParams(eur(20))
    b.setParams({ fiatCurrency: 'EUR', fiatValue: 20, cryptoAssetSymbol: 'ETH_ETH' })
    await vi.advanceTimersByTimeAsync(300)
    void a.refresh()
    void b.refresh()
    expect(calls).toHaveLength(1)
    calls[0]!.resolve(onrampResultFor(calls[0]!.body))
    await vi.advanceTimersByTimeAsync(0)
    expect(a.getSnapshot().data).toBe(b.getSnapshot().data)
    expect(a.getSnapshot().status).toBe('success')
  })

  it('keeps a shared request alive while one store still wants it', async () => {
    const { client, calls } = fakeClient()
    const a = createQuoteStore(client, { flow: 'onramp', debounceMs: 0 })
    const b = createQuoteStore(client, { flow: 'onramp', debounceMs: 0 })
    a.setParams(eur(20))
    b.setParams(eur(20))
    await vi.advanceTimersByTimeAsync(0)
    a.setParams(eur(30)) // a leaves the shared request
    expect(calls[0]!.signal?.aborted).toBe(false)
    b.setParams(null) // and so does b: nobody wants it any more
    expect(calls[0]!.signal?.aborted).toBe(true)
  })

  it('aborts the request of superseded params and drops its late answer', async () => {
    const { store, calls } = setup({ ignoreAbort: true })
    store.setParams(eur(10))
    await vi.advanceTimersByTimeAsync(300)
    store.setParams(eur(20))
    expect(calls[0]!.signal?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    expect(calls).toHaveLength(2)
    calls[1]!.resolve(onrampResultFor(calls[1]!.body))
    await vi.advanceTimersByTimeAsync(0)
    const fresh = store.getSnapshot()
    // The old request answers after the new one: ignored.
    calls[0]!.resolve(onrampResultFor(calls[0]!.body))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toBe(fresh)
    expect(fresh.params).toEqual(eur(20))
    expect(fresh.data?.CARD_PAYMENT?.fiatValue).toBe(20)
  })

  it('drops an old answer that arrives while the new params still wait for their debounce', async () => {
    const { store, calls } = setup({ ignoreAbort: true })
    store.setParams(eur(10))
    await vi.advanceTimersByTimeAsync(300)
    store.setParams(eur(20))
    calls[0]!.resolve(onrampResultFor(calls[0]!.body))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', params: eur(20) })
    expect(store.getSnapshot().data).toBeUndefined()
  })

  it('keeps data when only the limits change (same request)', async () => {
    const { store, calls } = setup({ debounceMs: 0 })
    store.setParams(eur(50))
    await vi.advanceTimersByTimeAsync(0)
    calls[0]!.resolve(onrampResultFor(calls[0]!.body))
    await vi.advanceTimersByTimeAsync(0)
    const data = store.getSnapshot().data
    store.setParams({ ...eur(50), limits: { max: 1000 } })
    expect(store.getSnapshot()).toMatchObject({
      status: 'success',
      params: { limits: { max: 1000 } },
    })
    expect(store.getSnapshot().data).toBe(data)
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(1)
  })

  it('refreshes on an interval only while subscribed', async () => {
    const { store, calls } = setup({ refreshIntervalMs: 30_000 })
    store.setParams(eur(10))
    await vi.advanceTimersByTimeAsync(300)
    calls[0]!.resolve(onrampResultFor(calls[0]!.body))
    await vi.advanceTimersByTimeAsync(120_000)
    expect(calls).toHaveLength(1) // nobody listens: no refresh

    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(2) // stale on subscribe: asked again at once
    calls[1]!.resolve(onrampResultFor(calls[1]!.body))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(3)
    calls[2]!.resolve(onrampResultFor(calls[2]!.body))
    await vi.advanceTimersByTimeAsync(0)
    expect(listener).toHaveBeenCalled()

    unsubscribe()
    await vi.advanceTimersByTimeAsync(300_000)
    expect(calls).toHaveLength(3)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('does not ask again on subscribe while the data is fresh', async () => {
    const { store, calls } = setup({ debounceMs: 0, refreshIntervalMs: 30_000 })
    store.setParams(eur(10))
    await vi.advanceTimersByTimeAsync(0)
    calls[0]!.resolve(onrampResultFor(calls[0]!.body))
    await vi.advanceTimersByTimeAsync(10_000)
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(19_999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
  })

  it('keeps the last good data when a refresh fails, and recovers on the next', async () => {
    const { store, calls } = setup({ refreshIntervalMs: 1000 })
    store.subscribe(() => {})
    store.setParams(eur(10))
    await vi.advanceTimersByTimeAsync(300)
    calls[0]!.resolve(onrampResultFor(calls[0]!.body))
    await vi.advanceTimersByTimeAsync(0)
    const good = store.getSnapshot()
    await vi.advanceTimersByTimeAsync(1000)
    expect(store.getSnapshot()).toMatchObject({ status: 'success', isFetching: true })
    const failure = hostApiError(503)
    calls[1]!.reject(failure)
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toEqual({
      status: 'error',
      params: eur(10),
      error: failure,
      data: good.data,
      updatedAt: good.updatedAt,
      isFetching: false,
    })
    await vi.advanceTimersByTimeAsync(1000) // a 5xx is worth asking again
    calls[2]!.resolve(onrampResultFor(calls[2]!.body))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot().status).toBe('success')
    expect(store.getSnapshot()).not.toHaveProperty('error')
  })

  it('reports an error for new params without data, and does not poll a 4xx', async () => {
    const { store, calls } = setup({ refreshIntervalMs: 1000 })
    store.subscribe(() => {})
    store.setParams(eur(10))
    await vi.advanceTimersByTimeAsync(300)
    calls[0]!.reject(hostApiError(400, 'UNKNOWN_ASSET'))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'UNKNOWN_ASSET' } })
    expect(store.getSnapshot().data).toBeUndefined()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(1)
  })

  it('wraps a rejection that is not an Error', async () => {
    const { store, calls } = setup({ debounceMs: 0 })
    store.setParams(eur(10))
    await vi.advanceTimersByTimeAsync(0)
    calls[0]!.reject('boom')
    await vi.advanceTimersByTimeAsync(0)
    const { error } = store.getSnapshot()
    expect(error).toBeInstanceOf(Error)
    expect(error?.cause).toBe('boom')
  })

  it('setParams(null) goes back to idle and aborts the request in flight', async () => {
    const { store, calls } = setup()
    store.setParams(eur(10))
    await vi.advanceTimersByTimeAsync(300)
    store.setParams(null)
    expect(calls[0]!.signal?.aborted).toBe(true)
    expect(store.getSnapshot()).toEqual({ status: 'idle', params: null, isFetching: false })
    await vi.advanceTimersByTimeAsync(100_000)
    expect(calls).toHaveLength(1)
  })

  it.each([
    ['AMOUNT_TOO_LOW', 'fiatValue', eur(5)],
    ['AMOUNT_TOO_HIGH', 'fiatValue', eur(5001)],
    ['AMOUNT_CONFLICT', 'amount', { ...eur(50), cryptoAmount: '1' }],
    ['AMOUNT_REQUIRED', 'amount', { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR' }],
    ['INVALID_AMOUNT', 'fiatValue', eur(Number.NaN)],
    [
      'INVALID_AMOUNT',
      'cryptoAmount',
      { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', cryptoAmount: '1.5' },
    ],
    ['INVALID_ASSET', 'cryptoAssetSymbol', { ...eur(50), cryptoAssetSymbol: 'eth' }],
  ] as const)('reports %s (%s) at once and never asks', async (code, field, params) => {
    const { client, calls } = fakeClient()
    const store = createQuoteStore(client, { flow: 'onramp', limits: { min: 10, max: 5000 } })
    store.subscribe(() => {})
    store.setParams(params as QuoteParams)
    const snapshot = store.getSnapshot()
    expect(snapshot.status).toBe('error')
    expect(isQuoteInputError(snapshot.error, code)).toBe(true)
    expect(snapshot.error).toMatchObject({ field })
    await vi.advanceTimersByTimeAsync(100_000)
    await store.refresh()
    expect(calls).toHaveLength(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('lets params.limits override the store limits', () => {
    const { client } = fakeClient()
    const store = createQuoteStore(client, {
      flow: 'onramp',
      limits: { min: 10, currencyCode: 'EUR' },
    })
    store.setParams({ ...eur(5), limits: { min: 1 } })
    expect(store.getSnapshot().status).toBe('loading')
    store.setParams({ ...eur(5), limits: { max: 4 } })
    expect(store.getSnapshot().error).toMatchObject({ code: 'AMOUNT_TOO_LOW', limit: 10 })
  })

  it('aborts a superseded request when the new params break a rule', async () => {
    const { client, calls } = fakeClient()
    const store = createQuoteStore(client, { flow: 'onramp', limits: { min: 10 } })
    store.setParams(eur(20))
    await vi.advanceTimersByTimeAsync(300)
    store.setParams(eur(2))
    expect(calls[0]!.signal?.aborted).toBe(true)
    expect(store.getSnapshot().error).toMatchObject({ code: 'AMOUNT_TOO_LOW' })
  })

  it('starts nothing when created with initialParams until someone subscribes', async () => {
    const { client, calls } = fakeClient()
    const store = createQuoteStore(client, { flow: 'onramp', initialParams: eur(10) })
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', params: eur(10) })
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(0)
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0) // no debounce for params that were already there
    expect(calls).toHaveLength(1)
  })

  it('aborts when the last listener leaves and asks again when one comes back', async () => {
    const { store, calls } = setup()
    const unsubscribe = store.subscribe(() => {})
    store.setParams(eur(10))
    await vi.advanceTimersByTimeAsync(300)
    unsubscribe()
    expect(calls[0]!.signal?.aborted).toBe(true)
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', isFetching: false })
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(2)
    calls[1]!.resolve(onrampResultFor(calls[1]!.body))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot().status).toBe('success')
  })

  it('notifies every listener even when one throws', async () => {
    const { store } = setup()
    const second = vi.fn()
    store.subscribe(() => {
      throw new Error('listener bug')
    })
    store.subscribe(second)
    const errors: unknown[] = []
    const onError = (error: unknown) => errors.push(error)
    process.on('uncaughtException', onError)
    try {
      store.setParams(eur(10))
      await vi.advanceTimersByTimeAsync(0)
    } finally {
      process.off('uncaughtException', onError)
    }
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('destroy() aborts, stops every timer and ignores later calls', async () => {
    const { store, calls } = setup({ refreshIntervalMs: 1000 })
    const listener = vi.fn()
    store.subscribe(listener)
    store.setParams(eur(10))
    await vi.advanceTimersByTimeAsync(300)
    listener.mockClear()
    store.destroy()
    expect(calls[0]!.signal?.aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
    store.setParams(eur(20))
    store.subscribe(listener)
    await store.refresh()
    await vi.advanceTimersByTimeAsync(100_000)
    expect(calls).toHaveLength(1)
    expect(listener).not.toHaveBeenCalled()
    expect(store.getSnapshot().isFetching).toBe(false)
  })

  it('refuses a wrong client, flow or delay with a clear error', () => {
    const { client } = fakeClient()
    expect(() => createQuoteStore({} as never, { flow: 'onramp' })).toThrow(/v3\.getOnrampQuote/)
    expect(() => createQuoteStore(null as never, { flow: 'offramp' })).toThrow(TypeError)
    expect(() => createQuoteStore(client, { flow: 'buy' as never })).toThrow(/flow/)
    expect(() => createQuoteStore(client, undefined as never)).toThrow(/flow/)
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, '5' as never]) {
      expect(() => createQuoteStore(client, { flow: 'onramp', debounceMs: bad })).toThrow(
        RangeError,
      )
      expect(() => createQuoteStore(client, { flow: 'onramp', refreshIntervalMs: bad })).toThrow(
        /refreshIntervalMs/,
      )
    }
  })

  it('survives hostile params without throwing', () => {
    const { store } = setup()
    const cyclic: Record<string, unknown> = { ...eur(10) }
    cyclic.self = cyclic
    for (const bad of [
      42,
      'ETH_ETH',
      [],
      cyclic,
      { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EURO', fiatValue: 1 },
    ]) {
      expect(() => store.setParams(bad as never)).not.toThrow()
      expect(store.getSnapshot().status).not.toBe('success')
    }
    expect(store.getSnapshot().error).toMatchObject({ code: 'INVALID_CURRENCY' })
  })
})

describe('createQuoteStore invariant (property)', () => {
  const pool: (QuoteParams | null)[] = [
    eur(10),
    eur(20),
    { ...eur(10), limits: { max: 100 } }, // same request as eur(10)
    { ...eur(20), fiatCurrency: 'USD' },
    eur(1), // below the store's minimum: no request
    { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', cryptoAmount: '5' },
    null,
  ]
  const op = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), index: fc.nat(pool.length - 1) }),
    fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 400 }) }),
    fc.record({ kind: fc.constant('settle' as const), index: fc.nat(), ok: fc.boolean() }),
    fc.record({ kind: fc.constant('refresh' as const) }),
    fc.record({ kind: fc.constant('subscribe' as const) }),
    fc.record({ kind: fc.constant('unsubscribe' as const) }),
  )

  it('any sequence of operations ends with data belonging to params', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), fc.boolean(), async (ops, ignoreAbort) => {
        const { client, pending } = fakeClient({ ignoreAbort })
        const answered = new WeakMap<object, unknown>()
        const answer = (body: unknown) => {
          const result = onrampResultFor(body)
          answered.set(result, body)
          return result
        }
        const store = createQuoteStore(client, {
          flow: 'onramp',
          limits: { min: 5 },
          refreshIntervalMs: 1000,
        })
        const unsubscribes: (() => void)[] = []
        let last: QuoteParams | null = null
        const check = () => {
          const s = store.getSnapshot()
          expect(s.status === 'idle').toBe(s.params === null)
          if (s.status === 'success') expect(s.data).toBeDefined()
          if (s.data !== undefined) {
            expect(stableKey(answered.get(s.data))).toBe(stableKey(toQuoteRequestBody(s.params)))
          }
        }
        try {
          for (const o of ops) {
            if (o.kind === 'set') {
              last = pool[o.index]!
              store.setParams(last)
            } else if (o.kind === 'advance') {
              await vi.advanceTimersByTimeAsync(o.ms)
            } else if (o.kind === 'settle') {
              const open = pending()
              const call = open[o.index % Math.max(open.length, 1)]
              if (call)
                call[o.ok ? 'resolve' : 'reject'](o.ok ? answer(call.body) : new Error('down'))
              await vi.advanceTimersByTimeAsync(0)
            } else if (o.kind === 'refresh') {
              void store.refresh()
            } else if (o.kind === 'subscribe') {
              unsubscribes.push(store.subscribe(() => check()))
            } else {
              unsubscribes.pop()?.()
            }
            check()
          }
          // Let everything settle: the store must end on the last params.
          store.subscribe(() => {})
          for (let round = 0; round < 10; round++) {
            await vi.advanceTimersByTimeAsync(500)
            for (const call of pending()) call.resolve(answer(call.body))
            await vi.advanceTimersByTimeAsync(0)
          }
          const final = store.getSnapshot()
          check()
          expect(final.params).toEqual(last)
          const body = last && toQuoteRequestBody({ ...last, limits: { min: 5, ...last.limits } })
          if (last === null) expect(final.status).toBe('idle')
          else if (body instanceof QuoteInputError) expect(final.error).toEqual(body)
          else expect(final.status).toBe('success')
        } finally {
          store.destroy()
        }
      }),
      { numRuns: 150 },
    )
  })
})
