// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { lockScroll } from './scrollLock.js'

const html = () => document.documentElement.style
const body = () => document.body.style

beforeEach(() => {
  html().overflow = ''
  body().overflow = ''
})

describe('lockScroll', () => {
  it('hides overflow and restores the page inline values exactly', () => {
    html().overflow = 'scroll'
    body().overflow = 'auto'
    const release = lockScroll(document)
    expect([html().overflow, body().overflow]).toEqual(['hidden', 'hidden'])
    release()
    expect([html().overflow, body().overflow]).toEqual(['scroll', 'auto'])
  })

  it('restores empty values (no inline style left behind)', () => {
    const release = lockScroll(document)
    release()
    expect(document.documentElement.getAttribute('style') ?? '').toBe('')
    expect(document.body.getAttribute('style') ?? '').toBe('')
  })

  it('keeps the page locked until the last of several locks is released', () => {
    body().overflow = 'clip'
    const a = lockScroll(document)
    const b = lockScroll(document)
    a()
    expect(body().overflow).toBe('hidden')
    b()
    expect(body().overflow).toBe('clip')
  })

  it('ignores a second release of the same lock', () => {
    const a = lockScroll(document)
    const b = lockScroll(document)
    a()
    a()
    expect(body().overflow).toBe('hidden')
    b()
    expect(body().overflow).toBe('')
  })
})

/** Lays the page out `scrollbar` pixels narrower than the window, as a classic scrollbar does. */
function withScrollbar(scrollbar: number, test: () => void) {
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    get: () => window.innerWidth - scrollbar,
  })
  try {
    test()
  } finally {
    delete (document.documentElement as { clientWidth?: number }).clientWidth
  }
}

describe('lockScroll with a classic scrollbar', () => {
  it('pads the body by the scrollbar width while locked, then restores its own padding', () => {
    withScrollbar(15, () => {
      body().paddingRight = '4px'
      const release = lockScroll(document)
      expect(body().paddingRight).toBe('19px')
      release()
      expect(body().paddingRight).toBe('4px')
      body().paddingRight = ''
    })
  })

  it('adds no padding where the scrollbar takes no room (overlay scrollbars, no scrollbar)', () => {
    withScrollbar(0, () => {
      const release = lockScroll(document)
      expect(body().paddingRight).toBe('')
      release()
    })
  })
})
