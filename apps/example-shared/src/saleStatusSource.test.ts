import { afterEach, describe, expect, it, vi } from 'vitest'
import { newestSaleStatus, saleStatusFromReceiver } from './saleStatusSource.js'
import type { ReceivedWebhook } from './webhookLog.js'

const call = (kind: 'sale' | 'purchase', id: string, type: string): ReceivedWebhook => ({
  kind,
  id,
  type,
  status: null,
  receivedAt: '2026-01-01T00:00:00.000Z',
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the sale status from the receiver', () => {
  it('is the newest sale call of that id; other sales, purchases and odd types do not count', () => {
    const calls = [
      call('sale', 's2', 'RELEASED'),
      call('purchase', 's1', 'RELEASED'),
      call('sale', 's1', 'SOMETHING_NEW'),
      call('sale', 's1', 'CREATED'),
    ]
    expect(newestSaleStatus(calls, 's1')).toBe('CREATED')
    expect(newestSaleStatus([call('sale', 's1', 'RELEASED'), ...calls], 's1')).toBe('RELEASED')
    expect(newestSaleStatus(calls, 's3')).toBe(undefined)
    expect(newestSaleStatus([null as unknown as ReceivedWebhook], 's1')).toBe(undefined)
  })

  it('reads GET /webhooks and rejects on a failed answer', async () => {
    const fetch = vi.fn(async () => Response.json([call('sale', 's1', 'EXPIRED')]))
    vi.stubGlobal('fetch', fetch)
    const read = saleStatusFromReceiver('http://receiver.test/webhooks')
    const signal = new AbortController().signal
    await expect(read('s1', { signal })).resolves.toBe('EXPIRED')
    expect(fetch).toHaveBeenCalledWith('http://receiver.test/webhooks?limit=100', { signal })
    fetch.mockImplementationOnce(async () => new Response('no', { status: 403 }))
    await expect(read('s1', { signal })).rejects.toThrow(/403/)
    fetch.mockImplementationOnce(async () => Response.json({ calls: [] }))
    await expect(read('s1', { signal })).rejects.toThrow(/list/)
  })
})
