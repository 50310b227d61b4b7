import { widgetFrames } from '@rampkit/adapter-testing/frames'
import { OVERLAY } from '@rampkit/adapter-testing/widgetHookScenarios'
import { PRELOAD_INTENT_DELAY_MS } from '@rampkit/core'
import { cleanup } from '@testing-library/svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRampWidget } from '../lib/createRampWidget.svelte.js'
import { renderRune } from './testing/renderRune.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  document.body.replaceChildren()
  document.body.removeAttribute('style')
})

/** A widget with a Buy button given its `preloadOn` action, as `use:widget.preloadOn` does. */
function setUp(preload?: 'intent' | 'idle' | false) {
  vi.useFakeTimers()
  const { result: widget, unmount } = renderRune(undefined, () =>
    createRampWidget(() => OVERLAY, { preload }),
  )
  const buy = document.body.appendChild(document.createElement('button'))
  const action = widget.preloadOn(buy)
  const rest = () => {
    buy.dispatchEvent(new Event('pointerenter'))
    vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
  }
  return { widget, unmount, action, rest }
}

describe('createRampWidget: preload', () => {
  it("with preload 'intent', the Buy button's intent loads the widget hidden; show() reveals that frame", () => {
    const { widget, rest } = setUp('intent')
    rest()
    const [held] = widgetFrames()
    expect(held?.getAttribute('tabindex')).toBe('-1')
    widget.show()
    expect(widgetFrames()).toEqual([held])
    expect(held?.hasAttribute('tabindex')).toBe(false)
  })

  it('without the option, nothing loads before show()', () => {
    const { rest } = setUp()
    rest()
    expect(widgetFrames()).toEqual([])
  })

  it("the action's destroy drops a preloaded widget and stops listening", () => {
    const { action, rest } = setUp('intent')
    rest()
    expect(widgetFrames()).toHaveLength(1)
    action.destroy()
    expect(widgetFrames()).toEqual([])
    rest()
    expect(widgetFrames()).toEqual([])
  })
})
