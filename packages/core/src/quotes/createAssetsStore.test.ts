import { describe, expect, it, vi } from 'vitest'
import { fakeTimersInEachTest } from '../shared/testing/fakeTimers.js'
import { createAssetsStore } from './createAssetsStore.js'
import { assetsFor, fakeClient } from './testing/fakeClient.js'

fakeTimersInEachTest()

describe('createAssetsStore', () => {
  it('asks for the assets on the first subscribe, not at creation', async () => {
    const { client, calls } = fakeClient()
    const store = createAssetsStore(client, { currencyCode: 'USD' })
    expect(store.getSnapshot()).toMatchObject({
      status: 'loading',
      params: { currencyCode: 'USD' },
    })
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(0)
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((call) => [call.method, call.body])).toEqual([
      ['getAssets', { currencyCode: 'USD' }],
    ])
    calls[0]!.resolve(assetsFor(calls[0]!.body))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ status: 'success', data: { currencyCode: 'USD' } })
  })

  it('starts with initialData for the starting query and does not ask again for it', async () => {
    const { client, calls } = fakeClient()
    const initialData = assetsFor({ currencyCode: 'USD' })
    const store = createAssetsStore(client, { currencyCode: 'USD' }, { initialData })
    const first = store.getSnapshot()
    expect(first).toMatchObject({ status: 'success', data: initialData, isFetching: false })
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(0)
    expect(store.getSnapshot()).toBe(first)
    // Other params are asked for as usual; refresh asks for the current ones.
    store.setParams({ currencyCode: 'EUR' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((call) => call.body)).toEqual([{ currencyCode: 'EUR' }])
  })

  it('refreshes initialData on the interval, counted from initialDataUpdatedAt', async () => {
    const { client, calls } = fakeClient()
    const store = createAssetsStore(
      client,
      {},
      {
        initialData: assetsFor({}),
        initialDataUpdatedAt: Date.now() - 50_000,
        refreshIntervalMs: 60_000,
      },
    )
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(9_000)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls).toHaveLength(1)
    expect(() =>
      createAssetsStore(
        client,
        {},
        { initialData: assetsFor({}), initialDataUpdatedAt: Number.NaN },
      ),
    ).toThrow(RangeError)
  })

  it('ignores initialData when it starts idle', () => {
    const { client } = fakeClient()
    const store = createAssetsStore(client, null, { initialData: assetsFor({}) })
    expect(store.getSnapshot().status).toBe('idle')
  })

  it('defaults to every asset ({}) and uses getOfframpAssets for the off-ramp flow', async () => {
    const { client, calls } = fakeClient()
    createAssetsStore(client).subscribe(() => {})
    createAssetsStore(client, undefined, { flow: 'offramp' }).subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((call) => [call.method, call.body])).toEqual([
      ['getAssets', {}],
      ['getOfframpAssets', {}],
    ])
  })

  it('shares one request between stores of the same client and query', async () => {
    const { client, calls } = fakeClient()
    createAssetsStore(client).subscribe(() => {})
    createAssetsStore(client, {}).subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
  })

  it('starts idle with a null query and does not refresh unless asked to', async () => {
    const { client, calls } = fakeClient()
    const idle = createAssetsStore(client, null)
    idle.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(1000)
    expect(idle.getSnapshot().status).toBe('idle')
    idle.setParams({ withHidden: true })
    await vi.advanceTimersByTimeAsync(0)
    calls[0]!.resolve(assetsFor(calls[0]!.body))
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(calls).toHaveLength(1)

    const polled = createAssetsStore(client, {}, { refreshIntervalMs: 60_000 })
    polled.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    calls[1]!.resolve(assetsFor(calls[1]!.body))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(3)
  })

  it('reports a query that is not an object without a request, and refuses a wrong client', async () => {
    const { client, calls } = fakeClient()
    const store = createAssetsStore(client, 'USD' as never)
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: { name: 'TypeError' } })
    expect(calls).toHaveLength(0)
    expect(() => createAssetsStore({ v3: {} } as never)).toThrow(/v3\.getAssets/)
    expect(() => createAssetsStore(client, {}, { flow: 'sell' as never })).toThrow(/flow/)
  })
})
