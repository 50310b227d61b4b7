import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createResourceStore, type ResourceStoreOptions } from './createResourceStore.js'
import { installFakeDocument } from './testing/fakeDocument.js'

// What the purchase and sale trackers ask of the engine: an interval the snapshot decides,
// backoff, a hidden page holding the next read, a read as soon as someone listens, placeholder
// data and data pushed from outside.

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

type Answer = { value: string } | { error: Error }

/** A polling store of one param whose reads answer in order (the last answer repeats). */
function polling(
  answers: Answer[] = [{ value: 'a' }],
  options: Partial<ResourceStoreOptions<string, string>> = {},
) {
  let reads = 0
  const store = createResourceStore<string, string>({
    initialParams: 'p',
    prepare: (params) => ({
      key: params,
      run: async () => {
        const answer = answers[Math.min(reads, answers.length - 1)]!
        reads += 1
        if ('error' in answer) throw answer.error
        return answer.value
      },
    }),
    refreshIntervalMs: (snapshot) => (snapshot.data === 'done' ? false : 1000),
    pauseWhileHidden: true,
    refreshOnSubscribe: true,
    ...options,
  })
  return { store, reads: () => reads }
}

describe('createResourceStore polling', () => {
  it('holds reads while the page is hidden and reads at once when it is shown again', async () => {
    const page = installFakeDocument()
    const { store, reads } = polling()
    const off = store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(reads()).toBe(1)
    page.show(false)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(reads()).toBe(1)
    page.show(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(reads()).toBe(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(reads()).toBe(3)
    off()
    expect(page.listeners).toBe(0)
  })

  it('a page hidden from the start reads nothing until shown; a read due while hidden waits', async () => {
    const page = installFakeDocument()
    page.show(false)
    const { store, reads } = polling()
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(10_000)
    expect(reads()).toBe(0)
    page.show(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(reads()).toBe(1)
    // Due while hidden: the timer fires, the read waits for the page.
    const fake = document as unknown as { visibilityState: string }
    fake.visibilityState = 'hidden'
    await vi.advanceTimersByTimeAsync(5000)
    expect(reads()).toBe(1)
    page.show(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(reads()).toBe(2)
    store.destroy()
    expect(page.listeners).toBe(0)
    page.show(false)
    page.show(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(reads()).toBe(2)
  })

  it('a read held for a hidden page stays held when new params ask the same request', async () => {
    const page = installFakeDocument()
    let reads = 0
    const { store } = polling([], {
      prepare: () => ({ key: 'same request', run: async () => `read ${++reads}` }),
    })
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    page.show(false)
    store.setParams('other params')
    page.show(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ params: 'other params', data: 'read 2' })
    store.destroy()
  })

  it('without pauseWhileHidden a hidden page changes nothing (the quote stores)', async () => {
    const page = installFakeDocument()
    const { store, reads } = polling([{ value: 'a' }], { pauseWhileHidden: false })
    store.subscribe(() => {})
    page.show(false)
    await vi.advanceTimersByTimeAsync(2000)
    expect(reads()).toBe(3)
    expect(page.listeners).toBe(0)
  })

  it('backs off per failure up to the cap, at least the wait the failure asks for, and stops when the snapshot says so', async () => {
    const busy = new Error('busy')
    const slow = Object.assign(new Error('slow down'), { retryAfterMs: 20_000 })
    const { store, reads } = polling(
      [{ error: busy }, { error: busy }, { error: busy }, { error: slow }, { value: 'done' }],
      {
        backoff: {
          maxMs: 8000,
          retryAfterMs: (error) => (error as { retryAfterMs?: number }).retryAfterMs ?? 0,
        },
      },
    )
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    const at: number[] = []
    for (let t = 0; t < 60_000; t += 1000) {
      const before = reads()
      await vi.advanceTimersByTimeAsync(1000)
      if (reads() > before) at.push(t + 1000)
    }
    // waits 2 s, 4 s, 8 s (cap), then 20 s (asked for)
    expect(at).toEqual([2000, 6000, 14_000, 34_000])
    expect(store.getSnapshot()).toMatchObject({ status: 'success', data: 'done' })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a success resets the backoff', async () => {
    const busy = new Error('busy')
    const { store, reads } = polling([{ error: busy }, { value: 'a' }, { error: busy }], {
      backoff: { maxMs: 60_000 },
    })
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0) // fails: waits 2 s
    await vi.advanceTimersByTimeAsync(2000) // succeeds: waits 1 s
    await vi.advanceTimersByTimeAsync(1000) // fails again: 2 s, not 8 s
    expect(reads()).toBe(3)
    await vi.advanceTimersByTimeAsync(2000)
    expect(reads()).toBe(4)
  })

  it('the first listener reads at once, the last one leaving aborts the read, and a finished store stays quiet', async () => {
    const signals: AbortSignal[] = []
    let answer = 'a'
    const store = createResourceStore<string, string>({
      initialParams: 'p',
      prepare: () => ({
        key: 'p',
        run: ({ signal }) => {
          signals.push(signal)
          return Promise.resolve(answer)
        },
      }),
      refreshIntervalMs: (snapshot) => (snapshot.data === 'done' ? false : 1000),
      refreshOnSubscribe: true,
    })
    const off = store.subscribe(() => {})
    expect(signals).toHaveLength(1)
    expect(store.getSnapshot().isFetching).toBe(true)
    off()
    expect(signals[0]!.aborted).toBe(true)
    expect(store.getSnapshot().isFetching).toBe(false)
    answer = 'done'
    const again = store.subscribe(() => {})
    expect(signals).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(0)
    again()
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(10_000)
    expect(signals).toHaveLength(2)
    await store.refresh() // still reads on demand
    expect(signals).toHaveLength(3)
    store.destroy()
  })

  it('shows placeholder data at once, still asks, and keeps it through an error', async () => {
    const { store, reads } = polling([{ error: new Error('down') }, { value: 'b' }], {
      placeholderData: (params) => `known ${params}`,
    })
    expect(store.getSnapshot()).toMatchObject({
      status: 'success',
      data: 'known p',
      isPlaceholderData: true,
    })
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(reads()).toBe(1)
    expect(store.getSnapshot()).toMatchObject({ status: 'error', data: 'known p' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(store.getSnapshot()).toMatchObject({ status: 'success', data: 'b' })
    expect(store.getSnapshot()).not.toHaveProperty('isPlaceholderData')
    store.destroy()
  })

  it('setData shows pushed data (ignored while idle) and data that ends polling drops the next read', async () => {
    const { store, reads } = polling()
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    store.setData('pushed')
    expect(store.getSnapshot()).toMatchObject({ status: 'success', data: 'pushed' })
    store.setData('done')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(reads()).toBe(1)
    expect(vi.getTimerCount()).toBe(0)
    store.setParams(null)
    store.setData('ignored')
    expect(store.getSnapshot().status).toBe('idle')
  })

  it('a number interval stops at an error that will fail the same way; a function decides itself', async () => {
    const notFound = Object.assign(new Error('not found'), { status: 404 })
    const byNumber = polling([{ error: notFound }], { refreshIntervalMs: 1000 })
    byNumber.store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(10_000)
    expect(byNumber.reads()).toBe(1)
    const byFunction = polling([{ error: notFound }], { refreshIntervalMs: () => 1000 })
    byFunction.store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(3000)
    expect(byFunction.reads()).toBe(4)
    byFunction.store.destroy()
    expect(() => polling([], { backoff: { maxMs: -1 } })).toThrow(RangeError)
  })
})
