import { describe, expect, it, vi } from 'vitest'
import { fakeTimersInEachTest } from '../testing/fakeTimers.js'
import { createResourceStore, type ResourceStoreOptions } from './createResourceStore.js'

fakeTimersInEachTest()

interface Params {
  id: number
  label?: string
}

interface Call {
  id: number
  signal: AbortSignal
  resolve(value: string): void
  reject(error: unknown): void
}

// A store over requests that stay pending until the test settles them. The request key is the
// id only, so params that differ in `label` ask the same request.
function setup(options: Omit<ResourceStoreOptions<Params, string>, 'prepare'> = {}) {
  const calls: Call[] = []
  const store = createResourceStore<Params, string>({
    ...options,
    prepare: ({ id }) => {
      if (id < 0) return new RangeError('id must not be negative')
      return {
        key: `item:${id}`,
        run: ({ signal }) =>
          new Promise<string>((resolve, reject) => {
            calls.push({ id, signal, resolve, reject })
            signal.addEventListener('abort', () => reject(signal.reason))
          }),
      }
    },
  })
  return { store, calls }
}

const withStatus = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status })

describe('createResourceStore', () => {
  it('asks after the debounce, once for a burst of params', async () => {
    const { store, calls } = setup({ debounceMs: 300 })
    store.setParams({ id: 1 })
    await vi.advanceTimersByTimeAsync(200)
    store.setParams({ id: 2 })
    await vi.advanceTimersByTimeAsync(299)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((call) => call.id)).toEqual([2])
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', isFetching: true })
    calls[0]!.resolve('two')
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toEqual({
      status: 'success',
      params: { id: 2 },
      data: 'two',
      updatedAt: Date.now(),
      isFetching: false,
    })
  })

  it('owes the request of initialParams until used, then sends it without debounce', async () => {
    const { store, calls } = setup({ debounceMs: 300, initialParams: { id: 1 } })
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', params: { id: 1 } })
    expect(vi.getTimerCount()).toBe(0)
    store.setParams({ id: 1 }) // the same params again: the owed request goes out
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
  })

  it('aborts when the last listener leaves and owes the request to the next one', async () => {
    const { store, calls } = setup()
    const leave = store.subscribe(() => {})
    store.setParams({ id: 1 })
    await vi.advanceTimersByTimeAsync(0)
    leave()
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(store.getSnapshot().isFetching).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(2)
  })

  it('keeps data and the refresh timer when new params ask the same request', async () => {
    const { store, calls } = setup({ refreshIntervalMs: 1000 })
    store.subscribe(() => {})
    store.setParams({ id: 1 })
    await vi.advanceTimersByTimeAsync(0)
    calls[0]!.resolve('one')
    await vi.advanceTimersByTimeAsync(500)
    store.setParams({ id: 1, label: 'renamed' })
    expect(store.getSnapshot()).toMatchObject({
      status: 'success',
      params: { label: 'renamed' },
      data: 'one',
    })
    await vi.advanceTimersByTimeAsync(500)
    expect(calls).toHaveLength(2) // the refresh planned for the old params' data
  })

  it('refreshes while listened to, keeps data on a failure, and stops polling a 4xx', async () => {
    const { store, calls } = setup({ refreshIntervalMs: 1000 })
    store.setParams({ id: 1 })
    await vi.advanceTimersByTimeAsync(0)
    calls[0]!.resolve('one')
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(1) // nobody listens: no refresh
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0) // stale: asked at once
    calls[1]!.reject(withStatus(503))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ status: 'error', data: 'one' })
    await vi.advanceTimersByTimeAsync(1000) // a 5xx may pass: asked again
    calls[2]!.reject(withStatus(404))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(3)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('reports what prepare refuses or throws without a request', async () => {
    const { store, calls } = setup()
    store.subscribe(() => {})
    store.setParams({ id: -1 })
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: { name: 'RangeError' } })
    const throwing = createResourceStore<Params, string>({
      prepare: () => {
        throw 'no'
      },
    })
    throwing.setParams({ id: 1 })
    expect(throwing.getSnapshot().error?.cause).toBe('no')
    await store.refresh()
    expect(calls).toHaveLength(0)
  })

  it('starts in success with initialData, refreshed from initialDataUpdatedAt', async () => {
    const { store, calls } = setup({
      initialParams: { id: 1 },
      initialData: 'one',
      initialDataUpdatedAt: Date.now() - 600,
      refreshIntervalMs: 1000,
    })
    expect(store.getSnapshot()).toMatchObject({ status: 'success', data: 'one' })
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(399)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(1)
    expect(() => setup({ initialParams: { id: 1 }, initialDataUpdatedAt: -1 })).not.toThrow()
    expect(() =>
      setup({ initialParams: { id: 1 }, initialData: 'one', initialDataUpdatedAt: -1 }),
    ).toThrow(RangeError)
  })

  it('never equates params without a key (a cycle), and refuses a missing prepare', () => {
    const { store } = setup()
    const cyclic: Params & { self?: unknown } = { id: 1 }
    cyclic.self = cyclic
    store.setParams(cyclic)
    const first = store.getSnapshot()
    store.setParams(cyclic)
    expect(store.getSnapshot()).not.toBe(first)
    expect(() => createResourceStore({} as never)).toThrow(/prepare must be a function/)
  })

  it('destroy() aborts, stops every timer and ignores later calls', async () => {
    const { store, calls } = setup({ refreshIntervalMs: 1000 })
    const listener = vi.fn()
    store.subscribe(listener)
    store.setParams({ id: 1 })
    await vi.advanceTimersByTimeAsync(0)
    listener.mockClear()
    store.destroy()
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(store.getSnapshot().isFetching).toBe(false)
    store.setParams({ id: 2 })
    await store.refresh()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(1)
    expect(listener).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })
})
