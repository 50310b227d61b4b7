import { describe, expect, it, vi } from 'vitest'
import { fakeTimersInEachTest } from '../testing/fakeTimers.js'
import { createNextFetch } from './nextFetch.js'

fakeTimersInEachTest()

describe('createNextFetch', () => {
  it('sends after the delay and says what it waits for until then', async () => {
    const send = vi.fn()
    const next = createNextFetch(send)
    expect(next.planned()).toBeNull()
    next.sendAfter('debounce', 300)
    expect(next.planned()).toBe('debounce')
    await vi.advanceTimersByTimeAsync(299)
    expect(send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenCalledTimes(1)
    expect(next.planned()).toBeNull()
  })

  it('plans one request at a time: a new plan replaces the old and its timer', async () => {
    const send = vi.fn()
    const next = createNextFetch(send)
    next.sendAfter('refresh', 100)
    next.sendAfter('debounce', 300)
    expect(vi.getTimerCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(300)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('owes a request without a timer, and cancel() drops any plan', async () => {
    const send = vi.fn()
    const next = createNextFetch(send)
    next.sendAfter('debounce', 300)
    next.owe()
    expect(next.planned()).toBe('owed')
    expect(vi.getTimerCount()).toBe(0)
    next.cancel()
    expect(next.planned()).toBeNull()
    next.sendAfter('refresh', 100)
    next.cancel()
    await vi.advanceTimersByTimeAsync(1000)
    expect(send).not.toHaveBeenCalled()
  })

  it('holds a request for a hidden page without a timer', async () => {
    const send = vi.fn()
    const next = createNextFetch(send)
    next.sendAfter('refresh', 100)
    next.hold()
    expect(next.planned()).toBe('hidden')
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(1000)
    expect(send).not.toHaveBeenCalled()
  })
})
