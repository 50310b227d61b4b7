import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPollLoop, type PollNext } from './pollLoop.js'
import { installFakeDocument } from './testing/fakeDocument.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function counting(answers: PollNext[] = [{ next: 'again' }]) {
  let reads = 0
  const loop = createPollLoop({
    intervalMs: 1000,
    maxIntervalMs: 8000,
    onFetching: () => {},
    read: async () => {
      const answer = answers[Math.min(reads, answers.length - 1)]!
      reads += 1
      return () => answer
    },
  })
  return { loop, reads: () => reads }
}

describe('createPollLoop', () => {
  it('holds reads while the page is hidden and reads at once when it is shown again', async () => {
    const page = installFakeDocument()
    const { loop, reads } = counting()
    const off = loop.subscribe(() => {})
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
    const { loop, reads } = counting()
    loop.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(10_000)
    expect(reads()).toBe(0)
    page.show(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(reads()).toBe(1)
    loop.destroy()
    expect(page.listeners).toBe(0)
    page.show(false)
    page.show(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(reads()).toBe(1)
  })

  it('backs off per failure up to the cap, at least retryAfterMs, and stops when done', async () => {
    const { loop, reads } = counting([
      { next: 'retry' },
      { next: 'retry' },
      { next: 'retry' },
      { next: 'retry', retryAfterMs: 20_000 },
      { next: 'done' },
    ])
    loop.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    const at: number[] = []
    for (let t = 0; t < 60_000; t += 1000) {
      const before = reads()
      await vi.advanceTimersByTimeAsync(1000)
      if (reads() > before) at.push(t + 1000)
    }
    // waits 2 s, 4 s, 8 s (cap), then 20 s (Retry-After)
    expect(at).toEqual([2000, 6000, 14_000, 34_000])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a read that throws is reported, not swallowed, and polling can be refreshed', async () => {
    const errors: unknown[] = []
    const loop = createPollLoop({
      intervalMs: 1000,
      maxIntervalMs: 1000,
      onFetching: () => {},
      read: () => Promise.reject(new Error('bug')),
    })
    const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((fn) => {
      try {
        fn()
      } catch (error) {
        errors.push(error)
      }
    })
    await loop.refresh()
    await loop.refresh()
    spy.mockRestore()
    expect(errors).toEqual([new Error('bug'), new Error('bug')])
  })
})
