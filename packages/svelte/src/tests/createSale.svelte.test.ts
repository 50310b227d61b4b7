import { SALE, trackerClient } from '@rampkit/adapter-testing/trackerClient'
import type { SaleStatus, SaleToTrack } from '@rampkit/core'
import { flushSync } from 'svelte'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSale } from '../lib/createSale.svelte.js'
import { renderRune } from './testing/renderRune.js'

const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms)
  flushSync()
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createSale', () => {
  it('holds the details and takes the status from readStatus until RELEASED', async () => {
    const { client, calls } = trackerClient()
    const answers: (SaleStatus | undefined)[] = [undefined, 'CREATED', 'RELEASED']
    const readStatus = vi.fn(async () => answers.shift())
    const { result } = renderRune(client, () =>
      createSale(() => ({ id: 's1', secret: 'sale-token' }), { readStatus, intervalMs: 1000 }),
    )
    await advance(0)
    expect(result).toMatchObject({ status: 'success', sale: SALE, saleStatus: undefined })
    await advance(1000)
    expect(result.saleStatus).toBe('CREATED')
    await advance(1000)
    expect(result).toMatchObject({ saleStatus: 'RELEASED', isFinal: true })
    await advance(10_000)
    expect(readStatus).toHaveBeenCalledTimes(3)
    expect(calls).toEqual([{ method: 'getSale', id: 's1', secret: 'sale-token' }])
  })

  it('never invents a status; setStatus takes a pushed one; idle ignores it', async () => {
    const { client } = trackerClient()
    let sale = $state<SaleToTrack | null>(null)
    const { result } = renderRune(client, () => createSale(() => sale))
    result.setStatus('RELEASED')
    expect(result).toMatchObject({ status: 'idle', saleStatus: undefined })
    sale = { sale: SALE, saleViewToken: 'sale-token' }
    flushSync()
    await advance(30_000)
    expect(result).toMatchObject({ status: 'success', saleStatus: undefined })
    result.setStatus('EXPIRED')
    flushSync()
    expect(result).toMatchObject({ saleStatus: 'EXPIRED', isFinal: true })
  })
})
