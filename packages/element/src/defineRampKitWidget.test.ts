import { describe, expect, it, vi } from 'vitest'
import { defineRampKitWidget } from './defineRampKitWidget.js'

describe('defineRampKitWidget', () => {
  it('importing the package defines nothing', async () => {
    await import('./index.js')
    expect(customElements.get('rampkit-widget')).toBeUndefined()
  })

  it('defines once and returns the registered class after', () => {
    const first = defineRampKitWidget('rampkit-once')
    expect(customElements.get('rampkit-once')).toBe(first)
    expect(defineRampKitWidget('rampkit-once')).toBe(first)
  })

  it('does nothing without a registry (a server)', () => {
    vi.stubGlobal('customElements', undefined)
    try {
      expect(defineRampKitWidget('rampkit-server')).toBeUndefined()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('the define entry registers rampkit-widget', async () => {
    await import('./define.js')
    expect(customElements.get('rampkit-widget')).toBeDefined()
  })
})
