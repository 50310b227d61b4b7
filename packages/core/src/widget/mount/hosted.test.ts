import { afterEach, describe, expect, it, vi } from 'vitest'
import { openPopup, POPUP_POLL_MS, watchPopup } from './hosted.js'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const fakeWindow = (open: () => unknown) =>
  ({ open, setInterval, clearInterval }) as unknown as Window

describe('openPopup', () => {
  it('opens the URL in a new window and returns it', () => {
    const popup = { closed: false }
    const open = vi.fn(() => popup)
    expect(openPopup(fakeWindow(open), 'https://w.example/?x=1')).toBe(popup)
    expect(open).toHaveBeenCalledWith('https://w.example/?x=1', '_blank')
  })

  it('answers null when the browser blocks it by returning nothing or by throwing', () => {
    expect(
      openPopup(
        fakeWindow(() => null),
        'https://w.example/',
      ),
    ).toBeNull()
    expect(
      openPopup(
        fakeWindow(() => undefined),
        'https://w.example/',
      ),
    ).toBeNull()
    const thrower = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    expect(openPopup(fakeWindow(thrower), 'https://w.example/')).toBeNull()
  })
})

describe('watchPopup', () => {
  it('reports once when the window is closed, then stops polling', () => {
    vi.useFakeTimers()
    const popup = { closed: false } as Window & { closed: boolean }
    const onClosed = vi.fn()
    watchPopup(globalThis as unknown as Window, popup, onClosed)
    vi.advanceTimersByTime(POPUP_POLL_MS * 3)
    expect(onClosed).not.toHaveBeenCalled()
    popup.closed = true
    vi.advanceTimersByTime(POPUP_POLL_MS)
    expect(onClosed).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(POPUP_POLL_MS * 5)
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('warns in development when the window is closed at the first poll: cut off by COOP', () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const popup = { closed: true } as Window & { closed: boolean }
    const onClosed = vi.fn()
    watchPopup(globalThis as unknown as Window, popup, onClosed)
    vi.advanceTimersByTime(POPUP_POLL_MS)
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /Cross-Origin-Opener-Policy: same-origin.*same-origin-allow-popups/,
    )
    // Closed by its user later on: no warning.
    warn.mockClear()
    const later = { closed: false } as Window & { closed: boolean }
    watchPopup(globalThis as unknown as Window, later, onClosed)
    vi.advanceTimersByTime(POPUP_POLL_MS)
    later.closed = true
    vi.advanceTimersByTime(POPUP_POLL_MS)
    expect(onClosed).toHaveBeenCalledTimes(2)
    expect(warn).not.toHaveBeenCalled()
  })

  it('treats a window that can no longer be read as closed', () => {
    vi.useFakeTimers()
    // (Closed at the first poll: the development warning, tested above.)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const popup = {
      get closed(): boolean {
        throw new Error('dead object')
      },
    } as unknown as Window
    const onClosed = vi.fn()
    watchPopup(globalThis as unknown as Window, popup, onClosed)
    vi.advanceTimersByTime(POPUP_POLL_MS)
    expect(onClosed).toHaveBeenCalledTimes(1)
  })

  it('stops without reporting when the stopper is called', () => {
    vi.useFakeTimers()
    const popup = { closed: false } as Window & { closed: boolean }
    const onClosed = vi.fn()
    const stop = watchPopup(globalThis as unknown as Window, popup, onClosed)
    stop()
    popup.closed = true
    vi.advanceTimersByTime(POPUP_POLL_MS * 4)
    expect(onClosed).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })
})
