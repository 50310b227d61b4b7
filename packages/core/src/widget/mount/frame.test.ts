// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { ValidatedWidgetConfig } from '../config/types.js'
import { IFRAME_ALLOW, mountFrame } from './frame.js'
import { overlayMount } from './showOverlay.js'
import { widgetFrames } from './testing/harness.js'

afterEach(() => {
  document.body.replaceChildren()
  document.body.removeAttribute('style')
})

describe('mountFrame, embedded variants', () => {
  it('puts the widget iframe inside the container and nowhere else', () => {
    const container = document.createElement('section')
    container.append(document.createElement('p'))
    document.body.append(container)
    const embedded = mountFrame(container, 'https://widget.example/', 'embedded-desktop', 'label')
    expect(container.childElementCount).toBe(2)
    expect(container.lastElementChild).toBe(embedded.host)
    expect(widgetFrames(container)).toEqual([embedded.iframe])
    expect(embedded.iframe.getAttribute('allow')).toBe(IFRAME_ALLOW)
    expect(embedded.iframe.getAttribute('src')).toBe('https://widget.example/')
    expect(embedded.host.getAttribute('role')).toBeNull()
    expect(embedded.host.style.position).toBe('relative')
    embedded.remove()
    expect(container.childElementCount).toBe(1)
  })

  it('leaves page scroll and focus alone', () => {
    const container = document.createElement('div')
    const input = document.createElement('input')
    document.body.append(input, container)
    input.focus()
    const embedded = mountFrame(container, 'https://widget.example/', 'embedded-mobile', 'label')
    expect(document.activeElement).toBe(input)
    expect(document.body.style.overflow).toBe('')
    embedded.remove()
  })

  it('gives each variant its minimum size', () => {
    const container = document.createElement('div')
    const desktop = mountFrame(container, 'https://w.example/', 'embedded-desktop', 'l')
    expect(desktop.iframe.style.minHeight).toBe('590px')
    desktop.remove()
    const mobile = mountFrame(container, 'https://w.example/', 'embedded-mobile', 'l')
    expect([mobile.iframe.style.minHeight, mobile.iframe.style.minWidth]).toEqual([
      '667px',
      '320px',
    ])
    mobile.remove()
  })
})

/** An overlay shown as the launcher shows it (showOverlay.ts dresses mountFrame's element). */
function overlay(variant: 'desktop' | 'mobile', hostAppName = 'Demo', zIndex?: number) {
  const config = { hostAppName } as ValidatedWidgetConfig
  const request = { url: 'https://w.example/', variant, config, onClosed() {} }
  return overlayMount(zIndex)(window, request)!
}

describe('mountFrame, overlay variants', () => {
  it('makes its element a labelled modal dialog over the page (showOverlay), loading in white on the backdrop', () => {
    const frame = overlay('mobile')
    const { host, iframe } = frame.elements
    expect(host.getAttribute('role')).toBe('dialog')
    expect(host.getAttribute('aria-modal')).toBe('true')
    expect(host.getAttribute('aria-label')).toBe('Demo: buy or sell crypto')
    expect(host.style.position).toBe('fixed')
    expect(host.style.inset).toBe('0px')
    // The loader has no colour of its own: it takes the backdrop's white.
    expect(host.style.color).toBe('rgb(255, 255, 255)')
    const loader = host.shadowRoot!.querySelector('[role="status"]') as HTMLElement
    expect(loader.style.color).toBe('')
    expect(iframe.style.width).toBe('100%')
    expect(iframe.style.background).toBe('rgb(255, 255, 255)')
    frame.remove()
    expect(document.body.childElementCount).toBe(0)
  })

  it('adds one element to <body>, whose open shadow root holds the widget iframe and no stylesheet link', () => {
    const before = document.body.childElementCount
    const frame = mountFrame(document.body, 'https://widget.example/?a=1', 'desktop', 'Demo')
    expect(document.body.childElementCount).toBe(before + 1)
    expect(document.body.lastElementChild).toBe(frame.host)
    expect(frame.host.shadowRoot?.mode).toBe('open')
    expect(widgetFrames()).toEqual([frame.iframe])
    expect(frame.iframe.getAttribute('src')).toBe('https://widget.example/?a=1')
    expect(frame.iframe.getAttribute('allow')).toBe(IFRAME_ALLOW)
    expect(frame.iframe.title).toBe('Demo')
    expect(document.querySelectorAll('link')).toHaveLength(0)
    expect(frame.host.shadowRoot!.querySelectorAll('link')).toHaveLength(0)
    frame.remove()
  })

  it('covers the viewport on top of everything, the desktop widget at the official 895 × 590', () => {
    const shown = overlay('desktop')
    const desktop = shown.elements
    const { position, inset, zIndex } = desktop.host.style
    expect({ position, inset, zIndex }).toEqual({
      position: 'fixed',
      inset: '0px',
      zIndex: '1000',
    })
    expect([desktop.iframe.style.width, desktop.iframe.style.height]).toEqual(['895px', '590px'])
    // Through the CSSOM, not a <style> element a Content-Security-Policy could refuse.
    expect(desktop.host.shadowRoot!.querySelector('style')).toBeNull()
    shown.remove()
    const stacked = overlay('mobile', 'x', 7)
    expect(stacked.elements.host.style.zIndex).toBe('7')
    stacked.remove()
  })

  it('grants payment, camera, microphone and clipboard to the iframe of every variant', () => {
    // What the spec gives every widget iframe, overlay and embedded (DESIGN.md, widget messages).
    const required = ['payment', 'camera', 'microphone', 'clipboard-read', 'clipboard-write']
    const variants = ['desktop', 'mobile', 'embedded-desktop', 'embedded-mobile'] as const
    for (const variant of variants) {
      const frame = mountFrame(document.body, 'https://w.example/', variant, 'l')
      // The permissions policy: `;`-separated directives, each a feature and (here none) origins.
      const granted = (frame.iframe.getAttribute('allow') ?? '')
        .split(';')
        .map((directive) => directive.trim())
      expect({ variant, granted }).toEqual({ variant, granted: expect.arrayContaining(required) })
      frame.remove()
    }
  })

  it('loads the iframe credentialless only when asked', () => {
    const plain = mountFrame(document.body, 'https://w.example/', 'desktop', 'l')
    expect(plain.iframe.hasAttribute('credentialless')).toBe(false)
    plain.remove()
    const without = mountFrame(document.body, 'https://w.example/', 'desktop', 'l', true)
    expect(without.iframe.hasAttribute('credentialless')).toBe(true)
    without.remove()
  })
})
