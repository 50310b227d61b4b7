// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DESKTOP_MEDIA_QUERY, resolveOverlayVariant } from './overlay.js'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

describe('resolveOverlayVariant', () => {
  it('asks matchMedia the official breakpoint', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === DESKTOP_MEDIA_QUERY }))
    vi.stubGlobal('matchMedia', matchMedia)
    expect(resolveOverlayVariant(window)).toBe('desktop')
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 920px) and (min-height: 630px)')
    vi.stubGlobal('matchMedia', () => ({ matches: false }))
    expect(resolveOverlayVariant(window)).toBe('mobile')
  })

  it('falls back to the window size without matchMedia', () => {
    const win = (width: number, height: number) =>
      ({ innerWidth: width, innerHeight: height }) as Window
    expect(resolveOverlayVariant(win(920, 630))).toBe('desktop')
    expect(resolveOverlayVariant(win(919, 900))).toBe('mobile')
    expect(resolveOverlayVariant(win(1600, 629))).toBe('mobile')
  })
})
