// The scenarios every adapter's purchase and sale trackers (usePurchase / useSale, createPurchase /
// createSale) pass, written once: each adapter's test says how to mount its binding and runs them.
import type {
  PurchaseToTrack,
  PurchaseTrackerOptions,
  RampKitClient,
  SaleStatus,
  SaleToTrack,
  SaleTrackerOptions,
  ServicePurchase,
  ServiceSale,
} from '@rampkit/core'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { PURCHASE, SALE, trackerClient, withStatus } from './trackerClient.js'

/** What a tracker binding shows, read as plain values (Vue's refs unwrapped). */
export interface TrackerRead {
  status: string
  isFinal: boolean
  error?: Error
  refresh(): Promise<void>
}
export interface PurchaseRead extends TrackerRead {
  purchase?: ServicePurchase
}
export interface SaleRead extends TrackerRead {
  sale?: ServiceSale
  saleStatus?: SaleStatus
  setStatus(status: SaleStatus): void
}

export interface MountedTracker<Input, Read> {
  read(): Read
  /** Gives the binding another input, as the app would; resolves once the framework applied it. */
  set(input: Input | null): Promise<void>
  unmount(): void
}

export interface TrackerAdapter<Input, Read, Options> {
  /** The binding's name in the test titles. */
  name: string
  /** Mounts the binding below a provider of `client`, following `input`. */
  mount(client: RampKitClient, input: Input | null, options?: Options): MountedTracker<Input, Read>
  /** Runs `work` (timers, a call on the binding) where the framework sees what it changes. */
  act(work: () => unknown): Promise<void>
}

export type PurchaseTrackerAdapter = TrackerAdapter<
  PurchaseToTrack,
  PurchaseRead,
  Pick<PurchaseTrackerOptions, 'intervalMs'>
>
export type SaleTrackerAdapter = TrackerAdapter<
  SaleToTrack,
  SaleRead,
  Pick<SaleTrackerOptions, 'readStatus' | 'intervalMs'>
>

// Both run on fake timers, which the caller sets up (and undoes) around each test, with its
// framework's cleanup; `advance` moves them on inside the adapter's act.

/** Defines the shared tests of the purchase tracker's binding. */
export function describePurchaseTracker(adapter: PurchaseTrackerAdapter) {
  const advance = (ms: number) => adapter.act(() => vi.advanceTimersByTimeAsync(ms))

  describe(`${adapter.name} (shared scenarios)`, () => {
    it('is idle without a purchase, then follows the stored one until RELEASED', async () => {
      const { client, calls } = trackerClient([
        withStatus('PAYMENT_STARTED'),
        withStatus('RELEASED'),
      ])
      const tracker = adapter.mount(client, null, { intervalMs: 1000 })
      expect(tracker.read()).toMatchObject({ status: 'idle', isFinal: false })
      await expect(tracker.read().refresh()).resolves.toBe(undefined)
      await advance(10_000)
      expect(calls).toHaveLength(0)

      await tracker.set({ id: 'p1', secret: 'stored-token' })
      expect(tracker.read().status).toBe('loading')
      await advance(0)
      expect(tracker.read()).toMatchObject({
        status: 'success',
        purchase: { status: 'PAYMENT_STARTED' },
      })
      await advance(1000)
      expect(tracker.read()).toMatchObject({ purchase: { status: 'RELEASED' }, isFinal: true })
      await advance(10_000)
      expect(calls).toEqual([
        { method: 'getPurchase', id: 'p1', secret: 'stored-token' },
        { method: 'getPurchase', id: 'p1', secret: 'stored-token' },
      ])
    })

    it('shows the PURCHASE_CREATED purchase at once; the same id + token in a new object is no change', async () => {
      const { client, calls } = trackerClient([withStatus('INITIALIZED')])
      const payload = () => ({ purchase: PURCHASE, purchaseViewToken: 'view', apiUrl: 'x' })
      const tracker = adapter.mount(client, payload(), { intervalMs: 1000 })
      expect(tracker.read()).toMatchObject({ status: 'success', purchase: PURCHASE })
      await advance(0)
      await tracker.set(payload())
      await advance(500)
      expect(calls).toHaveLength(1)
      await tracker.set({ ...payload(), purchaseViewToken: 'other' })
      await advance(0)
      expect(calls.at(-1)).toMatchObject({ secret: 'other' })
      await tracker.set(null)
      expect(tracker.read()).toMatchObject({ status: 'idle', purchase: undefined })
    })

    it('stops polling when the component goes, and while the page is hidden', async () => {
      const { client, calls } = trackerClient([withStatus('INITIALIZED')])
      const tracker = adapter.mount(client, { id: 'p1', secret: 't' }, { intervalMs: 1000 })
      await advance(0)
      const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
      document.dispatchEvent(new Event('visibilitychange'))
      await advance(10_000)
      expect(calls).toHaveLength(1)
      hidden.mockRestore()
      document.dispatchEvent(new Event('visibilitychange'))
      await advance(0)
      expect(calls).toHaveLength(2)
      tracker.unmount()
      await advance(10_000)
      expect(calls).toHaveLength(2)
    })

    it('hostile input: anything but a purchase to track throws a TypeError without its token', () => {
      const { client } = trackerClient()
      // The framework reports the render's error too (React and Svelte on error, Vue on warn).
      const quiet = [
        vi.spyOn(console, 'error').mockImplementation(() => {}),
        vi.spyOn(console, 'warn').mockImplementation(() => {}),
      ]
      try {
        fc.assert(
          fc.property(
            fc.anything().filter((v) => v != null),
            (input) => {
              const shape = { id: input, secret: 'hostile-token' } as unknown as PurchaseToTrack
              try {
                adapter.mount(client, shape).unmount()
              } catch (error) {
                expect(error).toBeInstanceOf(TypeError)
                expect(String(error)).not.toContain('hostile-token')
              }
            },
          ),
          { numRuns: 30 },
        )
      } finally {
        for (const spy of quiet) spy.mockRestore()
      }
    })
  })
}

/** Defines the shared tests of the sale tracker's binding. */
export function describeSaleTracker(adapter: SaleTrackerAdapter) {
  const advance = (ms: number) => adapter.act(() => vi.advanceTimersByTimeAsync(ms))

  describe(`${adapter.name} (shared scenarios)`, () => {
    it('holds the details and takes the status from readStatus until RELEASED', async () => {
      const { client, calls } = trackerClient()
      const answers: (SaleStatus | undefined)[] = [undefined, 'CREATED', 'RELEASED']
      const readStatus = vi.fn(async () => answers.shift())
      const tracker = adapter.mount(
        client,
        { id: 's1', secret: 'sale-token' },
        { readStatus, intervalMs: 1000 },
      )
      expect(tracker.read()).toMatchObject({ status: 'loading', saleStatus: undefined })
      await advance(0)
      expect(tracker.read()).toMatchObject({ status: 'success', sale: SALE, saleStatus: undefined })
      await advance(1000)
      expect(tracker.read().saleStatus).toBe('CREATED')
      await advance(1000)
      expect(tracker.read()).toMatchObject({ saleStatus: 'RELEASED', isFinal: true })
      await advance(10_000)
      expect(readStatus).toHaveBeenCalledTimes(3)
      expect(calls).toEqual([{ method: 'getSale', id: 's1', secret: 'sale-token' }])
    })

    it('never invents a status; setStatus takes a pushed one; idle ignores it', async () => {
      const { client } = trackerClient()
      const tracker = adapter.mount(client, null)
      await adapter.act(() => tracker.read().setStatus('RELEASED'))
      expect(tracker.read()).toMatchObject({ status: 'idle', saleStatus: undefined })
      await tracker.set({ sale: SALE, saleViewToken: 'sale-token' })
      expect(tracker.read()).toMatchObject({ status: 'success', sale: SALE, saleStatus: undefined })
      await advance(30_000)
      expect(tracker.read()).toMatchObject({ status: 'success', saleStatus: undefined })
      await adapter.act(() => tracker.read().setStatus('EXPIRED'))
      expect(tracker.read()).toMatchObject({ saleStatus: 'EXPIRED', isFinal: true })
    })
  })
}
