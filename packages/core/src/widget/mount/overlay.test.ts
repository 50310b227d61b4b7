// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IFRAME_ALLOW } from './frame.js'
import { DESKTOP_MEDIA_QUERY, mountOverlay, resolveOverlayVariant } from './overlay.js'
import { widgetFrames } from './testing/harness.js'

const URL_ = 'https://widget.example/?a=1'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

describe('mountOverlay', () => {
  it('adds one element to <body>: a modal dialog whose shadow root holds the widget iframe', () => {
    const before = document.body.childElementCount
    const overlay = mountOverlay(document, URL_, 'desktop', 'Demo: buy or sell crypto')
    expect(document.body.childElementCount).toBe(before + 1)
    const host = document.body.lastElementChild!
    expect(host).toBe(overlay.host)
    expect(host.getAttribute('role')).toBe('dialog')
    expect(host.getAttribute('aria-modal')).toBe('true')
    expect(host.getAttribute('aria-label')).toBe('Demo: buy or sell crypto')
    expect(host.shadowRoot?.mode).toBe('open')
    const [iframe] = widgetFrames()
    expect(iframe).toBe(overlay.iframe)
    expect(iframe!.getAttribute('src')).toBe(URL_)
    expect(iframe!.getAttribute('allow')).toBe(IFRAME_ALLOW)
    expect(iframe!.title).toBe('Demo: buy or sell crypto')
    overlay.remove()
  })

  it('grants payment, camera, microphone and clipboard to the iframe', () => {
    expect(IFRAME_ALLOW).toBe('payment; camera; microphone; clipboard-read; clipboard-write')
  })

  it('covers the viewport on top of everything and sizes the widget per variant', () => {
    const desktop = mountOverlay(document, URL_, 'desktop', 'x')
    expect(desktop.host.getAttribute('style')).toMatch(/position:fixed;inset:0;z-index:2147483647/)
    expect(desktop.host.shadowRoot!.querySelector('style')!.textContent).toMatch(
      /width:895px;height:590px/,
    )
    desktop.remove()
    const mobile = mountOverlay(document, URL_, 'mobile', 'x')
    expect(mobile.host.shadowRoot!.querySelector('style')!.textContent).toMatch(
      /width:100%;height:100%/,
    )
    mobile.remove()
  })

  it('locks page scroll and traps focus until removed, then restores both', () => {
    const button = document.createElement('button')
    document.body.append(button)
    button.focus()
    document.body.style.overflow = 'auto'
    const overlay = mountOverlay(document, URL_, 'desktop', 'x')
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.activeElement).toBe(overlay.host)
    button.focus()
    expect(document.activeElement).toBe(overlay.host)
    overlay.remove()
    expect(document.body.style.overflow).toBe('auto')
    expect(document.activeElement).toBe(button)
    expect(overlay.host.isConnected).toBe(false)
  })

  it('does not include a web font or any external stylesheet', () => {
    const overlay = mountOverlay(document, URL_, 'desktop', 'x')
    expect(document.querySelectorAll('link').length).toBe(0)
    expect(overlay.host.shadowRoot!.querySelectorAll('link').length).toBe(0)
    overlay.remove()
  })
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
