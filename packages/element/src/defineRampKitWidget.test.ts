import { describe, expect, it, vi } from 'vitest'
import { defineRampKitWidget, RAMPKIT_WIDGET_TAG } from './defineRampKitWidget.js'

describe('defineRampKitWidget', () => {
  it('importing the package defines nothing', async () => {
    await import('./index.js')
    expect(customElements.get('rampkit-widget')).toBeUndefined()
  })

  it('defines once and returns the registered class after', () => {
    const first = defineRampKitWidget('rampkit-once')
    expect(customElements.get('rampkit-once')).toBe(first)
    expect(defineRampKitWidget('rampkit-once')).toBe(first)
    expect(document.createElement('rampkit-once')).toBeInstanceOf(first!)
  })

  it('does nothing without a registry (a server)', () => {
    vi.stubGlobal('customElements', undefined)
    try {
      expect(defineRampKitWidget('rampkit-server')).toBeUndefined()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('the define entry registers the element class as rampkit-widget, and defining again keeps it', async () => {
    await import('./define.js')
    const registered = customElements.get(RAMPKIT_WIDGET_TAG)
    // The class defineRampKitWidget gives: called again it returns that one and does not throw.
    expect(registered).toBeTypeOf('function')
    expect(defineRampKitWidget()).toBe(registered)
    expect(defineRampKitWidget(RAMPKIT_WIDGET_TAG)).toBe(registered)

    // What the page's parser and document.createElement make of the tag is the widget element.
    const element = document.createElement('rampkit-widget')
    expect(element).toBeInstanceOf(registered!)
    expect(element).toBeInstanceOf(HTMLElement)
    expect(element.show).toBeTypeOf('function')
    expect(element.close).toBeTypeOf('function')
    expect(element.open).toBe(false)
    element.open = true
    expect(element.getAttribute('open')).toBe('')
    element.setAttribute('host-app-name', 'Demo wallet')
    element.config = { variant: 'desktop' }
    expect(element.config).toEqual({ hostAppName: 'Demo wallet', variant: 'desktop' })
    document.body.innerHTML = '<rampkit-widget variant="mobile"></rampkit-widget>'
    expect(document.querySelector('rampkit-widget')).toBeInstanceOf(registered!)
    document.body.replaceChildren()
  })
})
