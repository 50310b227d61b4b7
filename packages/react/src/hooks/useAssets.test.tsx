import { assetsFor, fakeClient } from '@rampkit/adapter-testing/fakeClient'
import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { advance, wrapperFor } from '../testing/mountHook.js'
import { useAssets } from './useAssets.js'

fakeTimersInEachTest()

describe('useAssets', () => {
  it('loads every asset by default, once across re-renders', async () => {
    const { client, calls } = fakeClient()
    const { result, rerender } = renderHook(() => useAssets(), { wrapper: wrapperFor(client) })
    expect(result.current.status).toBe('loading')
    await advance(0)
    rerender()
    expect(calls.map((call) => [call.method, call.body])).toEqual([['getAssets', {}]])
    await act(async () => calls[0]!.resolve(assetsFor()))
    expect(result.current).toMatchObject({ status: 'success', data: { currencyCode: 'EUR' } })
  })

  it('follows the query, the off-ramp flow and null', async () => {
    const { client, calls } = fakeClient()
    const { result, rerender } = renderHook(({ query }) => useAssets(query, { flow: 'offramp' }), {
      wrapper: wrapperFor(client),
      initialProps: { query: { currencyCode: 'USD' } as object | null },
    })
    await advance(0)
    expect(calls[0]).toMatchObject({ method: 'getOfframpAssets', body: { currencyCode: 'USD' } })
    rerender({ query: null })
    expect(calls[0]!.signal?.aborted).toBe(true)
    expect(result.current.status).toBe('idle')
  })
})
