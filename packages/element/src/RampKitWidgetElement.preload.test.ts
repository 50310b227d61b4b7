import { CONFIG, driveFrame, widgetFrames } from '@rampkit/adapter-testing/frames'
import { PRELOAD_INTENT_DELAY_MS } from '@rampkit/core'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineRampKitWidget } from './defineRampKitWidget.js'
import type { RampKitWidgetElement } from './RampKitWidgetElement.js'

beforeAll(() => {
  defineRampKitWidget()
})
afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A desktop `<rampkit-widget>` on the page, waiting for `open`, and its Buy button named. */
function setUp(preload?: string) {
  vi.useFakeTimers()
  const widget = document.createElement('rampkit-widget') as RampKitWidgetElement
  if (preload !== undefined) widget.setAttribute('preload', preload)
  const attributes = {
    'host-app-name': CONFIG.hostAppName,
    'host-logo-url': CONFIG.hostLogoUrl,
    'host-api-key': CONFIG.hostApiKey,
    url: CONFIG.url!,
    variant: 'desktop',
  }
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value)
  const buy = document.createElement('button')
  document.body.append(widget, buy)
  vi.runAllTicks()
  const stop = widget.preloadOn(buy)
  const rest = () => {
    buy.dispatchEvent(new Event('pointerleave'))
    buy.dispatchEvent(new Event('pointerenter'))
    vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
  }
  const events: string[] = []
  widget.addEventListener('rampkit-event', (event) =>
    events.push((event as CustomEvent).detail.type),
  )
  return { widget, buy, stop, rest, events }
}

/**
 * The one preloaded frame is out of the Tab order and its events reach the page only from
 * `show()` on, which reveals that very frame.
 */
function expectHeldUntilShown(widget: RampKitWidgetElement, events: string[]) {
  const [held] = widgetFrames()
  expect(held?.getAttribute('tabindex')).toBe('-1')
  driveFrame(held!)('WIDGET_CONFIG_DONE')
  expect(events).toEqual([])
  widget.show()
  expect(widgetFrames()).toEqual([held])
  expect(held?.hasAttribute('tabindex')).toBe(false)
  expect(events).toEqual(['WIDGET_CONFIG_DONE'])
}

describe('<rampkit-widget> preloadOn', () => {
  it('loads the widget hidden on intent; show() reveals that frame and the events follow', async () => {
    const { widget, rest, events } = setUp()
    rest()
    expectHeldUntilShown(widget, events)
  })

  it('a changed attribute drops it; the next intent loads the new configuration', async () => {
    const { widget, rest } = setUp()
    rest()
    const [held] = widgetFrames()
    widget.setAttribute('swap-asset', 'ETH_USDC')
    await vi.runAllTicks()
    await Promise.resolve()
    expect(widgetFrames()).toEqual([])
    rest()
    expect(widgetFrames()).toHaveLength(1)
    expect(widgetFrames()[0]).not.toBe(held)
    expect(widgetFrames()[0]!.src).toContain('swapAsset=ETH_USDC')
  })

  it('its stop drops an unused preloaded widget', () => {
    const { stop, rest } = setUp()
    rest()
    expect(widgetFrames()).toHaveLength(1)
    stop()
    expect(widgetFrames()).toEqual([])
  })

  it('preload="idle" loads it once the page is idle, with no intent; held as on intent', () => {
    const { widget, events } = setUp('idle')
    expect(widget.preload).toBe('idle')
    expect(widgetFrames()).toEqual([])
    // jsdom has no requestIdleCallback: core falls back to a timer.
    vi.advanceTimersByTime(5)
    expectHeldUntilShown(widget, events)
  })

  it('any other preload value is the default, intent: nothing loads before it', () => {
    const { widget, rest } = setUp('soon')
    expect(widget.preload).toBe('intent')
    vi.advanceTimersByTime(5_000)
    expect(widgetFrames()).toEqual([])
    rest()
    expect(widgetFrames()).toHaveLength(1)
  })
})
