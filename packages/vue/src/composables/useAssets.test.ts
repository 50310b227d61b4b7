import { assetsFor, fakeClient } from '@rampkit/adapter-testing/fakeClient'
import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import type { AssetsQuery } from '@rampkit/core'
import { cleanup } from '@testing-library/vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick, ref } from 'vue'
import { withSetup } from '../testing/withSetup.js'
import { useAssets } from './useAssets.js'

fakeTimersInEachTest()
afterEach(() => {
  cleanup()
})

describe('useAssets', () => {
  it('loads every asset by default, once', async () => {
    const { client, calls } = fakeClient()
    const { result } = withSetup(client, () => useAssets())
    expect(result.status.value).toBe('loading')
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((call) => [call.method, call.body])).toEqual([['getAssets', {}]])
    calls[0]!.resolve(assetsFor())
    await vi.advanceTimersByTimeAsync(0)
    expect(result.status.value).toBe('success')
    expect(result.data.value?.currencyCode).toBe('EUR')
  })

  it('starts with initialData for the starting query without asking again', async () => {
    const { client, calls } = fakeClient()
    const query = ref<AssetsQuery>({ currencyCode: 'USD' })
    const { result } = withSetup(client, () => useAssets(query, { initialData: assetsFor('USD') }))
    expect(result.status.value).toBe('success')
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(0)
    query.value = { currencyCode: 'GBP' }
    await nextTick()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((call) => call.body)).toEqual([{ currencyCode: 'GBP' }])
  })

  it('follows a query ref, the off-ramp flow and null', async () => {
    const { client, calls } = fakeClient()
    const query = ref<AssetsQuery | null | undefined>({ currencyCode: 'USD' })
    const { result } = withSetup(client, () => useAssets(query, { flow: 'offramp' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(calls[0]).toMatchObject({ method: 'getOfframpAssets', body: { currencyCode: 'USD' } })
    query.value = null
    await nextTick()
    expect(calls[0]!.signal?.aborted).toBe(true)
    expect(result.status.value).toBe('idle')
    query.value = undefined // absent again: every asset
    await vi.advanceTimersByTimeAsync(0)
    expect(calls[1]).toMatchObject({ method: 'getOfframpAssets', body: {} })
  })

  it('reports a query that is not an object without a request', async () => {
    const { client, calls } = fakeClient()
    const { result } = withSetup(client, () => useAssets(() => 'EUR' as unknown as AssetsQuery))
    expect(result.status.value).toBe('error')
    expect(result.error.value).toBeInstanceOf(TypeError)
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(0)
  })
})
