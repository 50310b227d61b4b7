// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { mountEmbedded } from './embedded.js'
import { IFRAME_ALLOW } from './frame.js'
import { widgetFrames } from './testing/harness.js'

afterEach(() => {
  document.body.replaceChildren()
  document.body.removeAttribute('style')
})

describe('mountEmbedded', () => {
  it('puts the widget iframe inside the container and nowhere else', () => {
    const container = document.createElement('section')
    container.append(document.createElement('p'))
    document.body.append(container)
    const embedded = mountEmbedded(
      container,
      'https://widget.example/',
      'embedded-desktop',
      'label',
    )
    expect(container.childElementCount).toBe(2)
    expect(container.lastElementChild).toBe(embedded.host)
    expect(widgetFrames(container)).toEqual([embedded.iframe])
    expect(embedded.iframe.getAttribute('allow')).toBe(IFRAME_ALLOW)
    expect(embedded.iframe.getAttribute('src')).toBe('https://widget.example/')
    expect(embedded.host.getAttribute('role')).toBeNull()
    embedded.remove()
    expect(container.childElementCount).toBe(1)
  })

  it('leaves page scroll and focus alone', () => {
    const container = document.createElement('div')
    const input = document.createElement('input')
    document.body.append(input, container)
    input.focus()
    const embedded = mountEmbedded(container, 'https://widget.example/', 'embedded-mobile', 'label')
    expect(document.activeElement).toBe(input)
    expect(document.body.style.overflow).toBe('')
    embedded.remove()
  })

  it('gives each variant its minimum size', () => {
    const container = document.createElement('div')
    const desktop = mountEmbedded(container, 'https://w.example/', 'embedded-desktop', 'l')
    expect(desktop.host.shadowRoot!.textContent).toMatch(/min-height:590px/)
    desktop.remove()
    const mobile = mountEmbedded(container, 'https://w.example/', 'embedded-mobile', 'l')
    expect(mobile.host.shadowRoot!.textContent).toMatch(/min-height:667px;min-width:320px/)
    mobile.remove()
  })
})
