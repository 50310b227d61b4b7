import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import { trackerClient } from '@rampkit/adapter-testing/trackerClient'
import { describeSaleTracker } from '@rampkit/adapter-testing/trackerScenarios'
import type { SaleStatus } from '@rampkit/core'
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, mountHook, wrapperFor } from '../testing/mountHook.js'
import { useSale } from './useSale.js'

fakeTimersInEachTest()
afterEach(() => {
  vi.restoreAllMocks()
})

describeSaleTracker({
  name: 'useSale',
  mount: (client, sale, options) => mountHook(client, sale, (current) => useSale(current, options)),
  act,
})

describe('useSale', () => {
  it('reads readStatus when the sale starts: a later one is not used', async () => {
    const { client } = trackerClient()
    const answers: (SaleStatus | undefined)[] = [undefined, 'CREATED']
    const first = vi.fn(async () => answers.shift())
    const second = vi.fn(async () => 'EXPIRED' as const)
    const { result, rerender } = renderHook(
      ({ readStatus }) =>
        useSale({ id: 's1', secret: 'sale-token' }, { readStatus, intervalMs: 1000 }),
      { wrapper: wrapperFor(client), initialProps: { readStatus: first } },
    )
    await act(() => vi.advanceTimersByTimeAsync(0))
    rerender({ readStatus: second })
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(result.current.saleStatus).toBe('CREATED')
    expect(second).not.toHaveBeenCalled()
  })

  it('refuses a readStatus that is not a function', () => {
    const { client } = trackerClient()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      renderHook(
        () =>
          useSale(
            { id: 's1', secret: 't' },
            { readStatus: 'RELEASED' as unknown as () => undefined },
          ),
        { wrapper: wrapperFor(client) },
      ),
    ).toThrow(/readStatus/)
  })
})
