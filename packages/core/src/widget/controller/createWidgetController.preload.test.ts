// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../config/types.js'
import { PRELOAD_INTENT_DELAY_MS } from '../mount/preloadWidget.js'
import { driveFrame } from '../mount/testing/driveFrame.js'
import { BASE, widgetFrames } from '../mount/testing/harness.js'
import { createWidgetController, type WidgetControllerOptions } from './createWidgetController.js'
import { keptControllers } from './testing/keptControllers.js'

const keep = keptControllers()
afterEach(() => vi.useRealTimers())

const CONFIG: WidgetConfig = { ...BASE, variant: 'desktop' }

/** A controller with a Buy button named as its opener, and a way to rest the pointer on it. */
function setUp(options: WidgetControllerOptions) {
  vi.useFakeTimers()
  const c = keep(createWidgetController(CONFIG, options))
  const buy = document.body.appendChild(document.createElement('button'))
  const stop = c.preloadOn(buy)
  const intent = () => {
    buy.dispatchEvent(new Event('pointerleave'))
    buy.dispatchEvent(new Event('pointerenter'))
    vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
  }
  return { c, buy, stop, intent }
}

describe('createWidgetController: preload', () => {
  it('loads nothing ahead by default (compat and every adapter unless asked)', () => {
    const { intent } = setUp({})
    intent()
    expect(widgetFrames()).toEqual([])
  })

  it("'intent': preloads on the opener; show() reveals that frame, its events logged from then on", () => {
    const { c, intent } = setUp({ preload: 'intent' })
    intent()
    const [held] = widgetFrames()
    expect(held).toBeDefined()
    driveFrame(held!)('WIDGET_CONFIG_DONE')
    expect(c.getSnapshot()).toEqual({ isOpen: false, events: [] })
    c.show()
    expect(widgetFrames()).toEqual([held])
    expect(c.getSnapshot().isOpen).toBe(true)
    expect(c.getSnapshot().events.map((e) => e.type)).toEqual(['WIDGET_CONFIG_DONE'])
  })

  it('a configuration change before show() drops the preloaded frame; the next intent loads the new one', () => {
    const { c, intent } = setUp({ preload: 'intent' })
    intent()
    const [held] = widgetFrames()
    c.setConfig({ ...CONFIG, swapAsset: 'ETH_USDC' })
    expect(widgetFrames()).toEqual([])
    expect(c.getSnapshot().events).toEqual([])
    intent()
    expect(widgetFrames()).toHaveLength(1)
    expect(widgetFrames()[0]).not.toBe(held)
    expect(widgetFrames()[0]!.src).toContain('swapAsset=ETH_USDC')
  })

  it('an equal configuration keeps it; an open widget is never preloaded over', () => {
    const { c, intent } = setUp({ preload: 'intent' })
    intent()
    const [held] = widgetFrames()
    c.setConfig({ ...CONFIG })
    expect(widgetFrames()).toEqual([held])
    c.show()
    intent()
    expect(widgetFrames()).toEqual([held])
  })

  it("'idle': preloads once the page is idle", () => {
    setUp({ preload: 'idle' })
    expect(widgetFrames()).toEqual([])
    vi.advanceTimersByTime(2000)
    expect(widgetFrames()).toHaveLength(1)
  })
})

describe('createWidgetController: preload of a refused configuration', () => {
  it('loads nothing ahead and leaves the error to show()', () => {
    const { c, intent } = setUp({ preload: 'intent' })
    c.setConfig({ ...CONFIG, hostApiKey: '' })
    expect(() => intent()).not.toThrow()
    expect(widgetFrames()).toEqual([])
    expect(() => c.show()).toThrow(/hostApiKey/)
  })
})
