import { widgetFrames } from '@rampkit/adapter-testing/frames'
import { OVERLAY } from '@rampkit/adapter-testing/widgetHookScenarios'
import { PRELOAD_INTENT_DELAY_MS } from '@rampkit/core'
import { cleanup, fireEvent, render } from '@testing-library/vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { useRampWidget } from './useRampWidget.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  document.body.removeAttribute('style')
})

/** A Buy button named as the widget's opener through `preloadRef`. */
const Buy = (preload?: 'intent' | 'idle' | false) =>
  defineComponent({
    setup() {
      const widget = useRampWidget(OVERLAY, { preload })
      return () =>
        h('button', { type: 'button', ref: widget.preloadRef, onClick: widget.show }, 'Buy')
    },
  })

async function rest(button: HTMLElement) {
  await fireEvent(button, new Event('pointerenter'))
  vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
}

describe('useRampWidget: preload', () => {
  it("with preload 'intent', the Buy button's intent loads the widget hidden; the click shows that frame", async () => {
    vi.useFakeTimers()
    const { getByRole } = render(Buy('intent'))
    const button = getByRole('button', { name: 'Buy' })
    await rest(button)
    const [held] = widgetFrames()
    expect(held?.getAttribute('tabindex')).toBe('-1')
    await fireEvent.click(button)
    expect(widgetFrames()).toEqual([held])
    expect(held?.hasAttribute('tabindex')).toBe(false)
  })

  it('without the option, nothing loads before the click', async () => {
    vi.useFakeTimers()
    const { getByRole } = render(Buy())
    await rest(getByRole('button', { name: 'Buy' }))
    expect(widgetFrames()).toEqual([])
  })

  it('unmounting drops a preloaded widget', async () => {
    vi.useFakeTimers()
    const { getByRole, unmount } = render(Buy('intent'))
    await rest(getByRole('button', { name: 'Buy' }))
    expect(widgetFrames()).toHaveLength(1)
    unmount()
    expect(widgetFrames()).toEqual([])
  })
})
