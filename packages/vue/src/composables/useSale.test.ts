import { SALE, trackerClient } from '@rampkit/adapter-testing/trackerClient'
import type { SaleStatus, SaleToTrack } from '@rampkit/core'
import { cleanup } from '@testing-library/vue'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick, ref } from 'vue'
import { withSetup } from '../testing/withSetup.js'
import { useSale } from './useSale.js'

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useSale', () => {
  it('holds the details and takes the status from readStatus until RELEASED', async () => {
    const { client, calls } = trackerClient()
    const answers: (SaleStatus | undefined)[] = [undefined, 'CREATED', 'RELEASED']
    const readStatus = vi.fn(async () => answers.shift())
    const { result } = withSetup(client, () =>
      useSale({ id: 's1', secret: 'sale-token' }, { readStatus, intervalMs: 1000 }),
    )
    expect(result.status.value).toBe('loading')
    await advance(0)
    expect(result.sale.value).toEqual(SALE)
    expect(result.saleStatus.value).toBe(undefined)
    await advance(1000)
    expect(result.saleStatus.value).toBe('CREATED')
    await advance(1000)
    expect(result.saleStatus.value).toBe('RELEASED')
    expect(result.isFinal.value).toBe(true)
    await advance(10_000)
    expect(readStatus).toHaveBeenCalledTimes(3)
    expect(calls).toEqual([{ method: 'getSale', id: 's1', secret: 'sale-token' }])
  })

  it('never invents a status; setStatus takes a pushed one; idle ignores it', async () => {
    const { client } = trackerClient()
    const sale = ref<SaleToTrack | null>(null)
    const { result } = withSetup(client, () => useSale(sale))
    result.setStatus('RELEASED')
    expect(result.status.value).toBe('idle')
    expect(result.saleStatus.value).toBe(undefined)
    sale.value = { sale: SALE, saleViewToken: 'sale-token' }
    await nextTick()
    await advance(30_000)
    expect(result.status.value).toBe('success')
    expect(result.saleStatus.value).toBe(undefined)
    result.setStatus('EXPIRED')
    expect(result.saleStatus.value).toBe('EXPIRED')
    expect(result.isFinal.value).toBe(true)
  })
})
