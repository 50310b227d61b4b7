import { OVERLAY } from '@rampkit/adapter-testing/widgetHookScenarios'
import { PRELOAD_INTENT_DELAY_MS } from '@rampkit/core'
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useRampWidget } from './useRampWidget.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  document.body.removeAttribute('style')
})

const frames = () =>
  [...document.querySelectorAll('body > div')].flatMap((host) => [
    ...(host.shadowRoot?.querySelectorAll('iframe') ?? []),
  ])

function Buy({ preload }: { preload?: 'intent' | 'idle' | false }) {
  const widget = useRampWidget(OVERLAY, { preload })
  return (
    <button type="button" ref={widget.preloadRef} onClick={widget.show}>
      Buy
    </button>
  )
}

/** The pointer rests on Buy long enough for an intent. */
function rest(button: HTMLElement) {
  fireEvent.pointerEnter(button)
  act(() => vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS))
}

describe('useRampWidget: preload', () => {
  it("with preload 'intent', the Buy button's intent loads the widget hidden; the click shows that frame", () => {
    vi.useFakeTimers()
    const { getByRole } = render(<Buy preload="intent" />)
    const button = getByRole('button', { name: 'Buy' })
    rest(button)
    const [held] = frames()
    expect(held?.getAttribute('tabindex')).toBe('-1')
    fireEvent.click(button)
    expect(frames()).toEqual([held])
    expect(held?.hasAttribute('tabindex')).toBe(false)
  })

  it('without the option, nothing loads before the click', () => {
    vi.useFakeTimers()
    const { getByRole } = render(<Buy />)
    rest(getByRole('button', { name: 'Buy' }))
    expect(frames()).toEqual([])
  })

  it('unmounting drops a preloaded widget', () => {
    vi.useFakeTimers()
    const { getByRole, unmount } = render(<Buy preload="intent" />)
    rest(getByRole('button', { name: 'Buy' }))
    expect(frames()).toHaveLength(1)
    unmount()
    expect(frames()).toEqual([])
  })
})
