import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchLoad } from './watchLoad.js'

const win = globalThis as unknown as Window

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('watchLoad', () => {
  it('reports silence once, at the timeout', () => {
    const onSilent = vi.fn()
    watchLoad(win, 1000, onSilent)
    vi.advanceTimersByTime(999)
    expect(onSilent).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    vi.advanceTimersByTime(5000)
    expect(onSilent).toHaveBeenCalledTimes(1)
  })

  it('reports nothing once anything is heard, or once stopped', () => {
    const heard = vi.fn()
    watchLoad(win, 1000, heard).heard()
    const stopped = vi.fn()
    watchLoad(win, 1000, stopped).stop()
    vi.advanceTimersByTime(2000)
    expect(heard).not.toHaveBeenCalled()
    expect(stopped).not.toHaveBeenCalled()
  })

  it('never reports with an infinite timeout', () => {
    const onSilent = vi.fn()
    watchLoad(win, Number.POSITIVE_INFINITY, onSilent)
    vi.advanceTimersByTime(10 ** 9)
    expect(onSilent).not.toHaveBeenCalled()
  })
})
