import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HostApiError } from '../client/HostApiError.js'
import { json } from '../client/testing/scriptedFetch.js'
import { testClient } from '../client/testing/testClient.js'
import { installFakeDocument } from '../shared/store/testing/fakeDocument.js'
import type { ServiceSale } from '../types/transactions.js'
import { SALE } from '../widget/mount/testing/harness.js'
import type { SaleClient, SaleStatusSource, SaleTrackerSnapshot } from './createSaleStore.js'
import { createSaleTracker } from './createSaleTracker.js'
import { SALE_STATUSES, type SaleStatus } from './saleStatus.js'

const SECRET = 'sale-view-token'
const sale = SALE as ServiceSale

function scriptedSale(answers: (ServiceSale | Error)[] = [sale]) {
  const calls: { id: string; secret: string }[] = []
  const client: SaleClient = {
    v3: {
      getSale: async (id: string, secret: string) => {
        calls.push({ id, secret })
        const answer = answers[Math.min(calls.length, answers.length) - 1]!
        if (answer instanceof Error) throw answer
        return answer
      },
    },
  }
  return { client, calls }
}

/** A status source answering in order (the last answer repeats). */
function source(answers: (SaleStatus | undefined | Error | string)[]) {
  const ids: string[] = []
  const read: SaleStatusSource = async (id) => {
    ids.push(id)
    const answer = answers[Math.min(ids.length, answers.length) - 1]
    if (answer instanceof Error) throw answer
    return answer as SaleStatus | undefined
  }
  return { read, ids }
}

function statusesSeen(tracker: {
  getSnapshot(): SaleTrackerSnapshot
  subscribe(l: () => void): () => void
}) {
  const seen: (SaleStatus | undefined)[] = []
  const off = tracker.subscribe(() => {
    const s = tracker.getSnapshot().saleStatus
    if (seen.at(-1) !== s) seen.push(s)
  })
  return { seen, off }
}

/** A tracker of sale s1 (its id and view token), its status from `readStatus`, every second. */
function trackSale(client: SaleClient, readStatus: SaleStatusSource) {
  return createSaleTracker(client, { id: 's1', secret: SECRET }, { readStatus, intervalMs: 1000 })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('createSaleTracker', () => {
  it('reads the details once and the status from the host source until RELEASED', async () => {
    const { client, calls } = scriptedSale()
    const status = source([undefined, 'CREATED', 'CREATED', 'RELEASED'])
    const tracker = trackSale(client, status.read)
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(0)
    expect(tracker.getSnapshot()).toMatchObject({ status: 'loading', saleStatus: undefined })

    const { seen } = statusesSeen(tracker)
    await vi.advanceTimersByTimeAsync(0)
    expect(tracker.getSnapshot()).toMatchObject({ status: 'success', sale: { id: 's1' } })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(seen).toEqual(['CREATED', 'RELEASED'])
    expect(calls).toEqual([{ id: 's1', secret: SECRET }])
    expect(status.ids).toEqual(['s1', 's1', 's1', 's1'])
    expect(tracker.getSnapshot()).toMatchObject({ saleStatus: 'RELEASED', isFinal: true })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('never invents a status: without a source it stays undefined, the details alone are read', async () => {
    const { client, calls } = scriptedSale()
    const tracker = createSaleTracker(client, { id: 's1', secret: SECRET }, { intervalMs: 1000 })
    tracker.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(30_000)
    expect(calls).toHaveLength(1)
    const s = tracker.getSnapshot()
    expect(s).toMatchObject({ status: 'success', saleStatus: undefined, isFinal: false })
    expect(Object.keys(s.sale ?? {})).not.toContain('status')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('takes pushed statuses (setStatus), keeps a final one and refuses unknown ones', async () => {
    const { client } = scriptedSale()
    const tracker = createSaleTracker(client, { sale, saleViewToken: SECRET })
    expect(tracker.getSnapshot()).toMatchObject({ status: 'success', sale, saleStatus: undefined })
    tracker.setStatus('CREATED')
    tracker.setStatus('EXPIRED')
    tracker.setStatus('CREATED')
    tracker.setStatus('RELEASED')
    expect(tracker.getSnapshot()).toMatchObject({ saleStatus: 'EXPIRED', isFinal: true })
    expect(() => tracker.setStatus('released' as SaleStatus)).toThrow(TypeError)
  })

  it('a final status pushed during a read is not overwritten by that read', async () => {
    const { client } = scriptedSale()
    let answer!: (status: SaleStatus) => void
    const tracker = createSaleTracker(
      client,
      { id: 's1', secret: SECRET },
      { readStatus: () => new Promise((resolve) => (answer = resolve)) },
    )
    tracker.subscribe(() => {})
    tracker.setStatus('RELEASED')
    answer('CREATED')
    await vi.advanceTimersByTimeAsync(0)
    expect(tracker.getSnapshot().saleStatus).toBe('RELEASED')
  })

  it('backs off on failures of either read and reports them apart', async () => {
    const { client, calls } = scriptedSale([
      new HostApiError('busy', { status: 503, code: 'HTTP_503' }),
      sale,
    ])
    const status = source([new Error('receiver down'), 'RELEASED'])
    const tracker = trackSale(client, status.read)
    tracker.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(tracker.getSnapshot()).toMatchObject({
      status: 'error',
      error: { code: 'HTTP_503' },
      statusError: { message: 'receiver down' },
      isFinal: false,
    })
    await vi.advanceTimersByTimeAsync(1999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(tracker.getSnapshot()).toMatchObject({
      status: 'success',
      saleStatus: 'RELEASED',
      statusError: undefined,
      isFinal: true,
    })
  })

  it('stops reading details that will not come (404) but still follows the status', async () => {
    const { client } = testClient([() => json({ code: 'NOT_FOUND', message: 'no sale' }, 404)])
    const status = source(['CREATED', 'CREATED', 'EXPIRED'])
    const tracker = trackSale(client, status.read)
    tracker.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(10_000)
    const s = tracker.getSnapshot()
    expect(s).toMatchObject({ status: 'error', saleStatus: 'EXPIRED', isFinal: true })
    expect(`${s.error?.message} ${JSON.stringify(s.error)}`).not.toContain(SECRET)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('pauses while the page is hidden, without listeners and after destroy', async () => {
    const page = installFakeDocument()
    const { client } = scriptedSale()
    const status = source([undefined])
    const tracker = trackSale(client, status.read)
    const off = tracker.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    page.show(false)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(status.ids).toHaveLength(1)
    page.show(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(status.ids).toHaveLength(2)
    off()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(status.ids).toHaveLength(2)
    tracker.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(status.ids).toHaveLength(3)
    tracker.destroy()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(status.ids).toHaveLength(3)
    expect(page.listeners).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('hostile status sources: only CREATED, RELEASED or EXPIRED ever show, and a final one stays', async () => {
    vi.useRealTimers()
    const { client } = scriptedSale()
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(fc.constantFrom<unknown>(...SALE_STATUSES, undefined, null), fc.anything()),
          { minLength: 1, maxLength: 8 },
        ),
        async (answers) => {
          let i = 0
          const tracker = createSaleTracker(
            client,
            { id: 's1', secret: SECRET },
            { readStatus: async () => answers[i++] as SaleStatus },
          )
          let final: SaleStatus | undefined
          for (const _ of answers) {
            await tracker.refresh()
            const s = tracker.getSnapshot()
            if (s.saleStatus !== undefined) expect(SALE_STATUSES).toContain(s.saleStatus)
            if (final) expect(s.saleStatus).toBe(final)
            if (s.isFinal) final = s.saleStatus
            const bad = answers[i - 1]
            if (bad != null && !SALE_STATUSES.includes(bad as SaleStatus) && !final) {
              expect(s.statusError).toBeInstanceOf(TypeError)
            }
          }
          tracker.destroy()
        },
      ),
      { numRuns: 200 },
    )
  })

  it('refuses a wrong client, sale, source or interval without echoing the token', () => {
    const { client } = scriptedSale()
    expect(() => createSaleTracker({} as SaleClient, { id: 's', secret: SECRET })).toThrow(
      /v3\.getSale/,
    )
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const shape of [
          input,
          { id: input, secret: SECRET },
          { sale: input, saleViewToken: SECRET },
        ]) {
          try {
            createSaleTracker(client, shape as { id: string; secret: string })
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError)
            expect(String(error)).not.toContain(SECRET)
          }
        }
      }),
    )
    expect(() =>
      createSaleTracker(
        client,
        { id: 's1', secret: SECRET },
        { readStatus: 'CREATED' as unknown as SaleStatusSource },
      ),
    ).toThrow(/readStatus/)
    expect(() =>
      createSaleTracker(client, { id: 's1', secret: SECRET }, { intervalMs: Number.NaN }),
    ).toThrow(RangeError)
  })
})
