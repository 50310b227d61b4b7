import { CONFIG } from '@rampkit/adapter-testing/frames'
import { PRELOAD_INTENT_DELAY_MS, type WidgetConfig } from '@rampkit/core'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useWidgetPreload } from './widgetPreload.web'

afterEach(() => {
  cleanup()
  document.head.replaceChildren()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function Buy({ config, when }: { config: WidgetConfig; when?: 'intent' | 'idle' }) {
  const preloadRef = useWidgetPreload(config, { when })
  // A DOM button, as react-native-web renders a Pressable: the name is its label.
  return <button type="button" ref={preloadRef} aria-label="Buy" />
}

const preconnects = () =>
  [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) =>
    link.getAttribute('href'),
  )
const rest = (button: Element) => {
  button.dispatchEvent(new Event('pointerenter'))
  vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
}

describe('useWidgetPreload on the web', () => {
  it('preconnects to the widget’s origin once the pointer rests on Buy, and only then', () => {
    vi.useFakeTimers()
    const { getByRole } = render(<Buy config={CONFIG} />)
    vi.advanceTimersByTime(5_000)
    expect(preconnects()).toEqual([])
    rest(getByRole('button'))
    rest(getByRole('button'))
    expect(preconnects()).toEqual([new URL(CONFIG.url!).origin])
  })

  it('reads the latest configuration when the intent comes', () => {
    vi.useFakeTimers()
    const { getByRole, rerender } = render(<Buy config={CONFIG} />)
    rerender(<Buy config={{ ...CONFIG, url: 'https://widget.example.org/' }} />)
    rest(getByRole('button'))
    expect(preconnects()).toEqual(['https://widget.example.org'])
  })

  it('idle: preconnects with no intent', () => {
    vi.useFakeTimers()
    render(<Buy config={CONFIG} when="idle" />)
    vi.advanceTimersByTime(5)
    expect(preconnects()).toEqual([new URL(CONFIG.url!).origin])
  })

  it('nothing on a connection that saves data, for a configuration core refuses, or once unmounted', () => {
    vi.useFakeTimers()
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } })
    const saving = render(<Buy config={CONFIG} />)
    rest(saving.getByRole('button'))
    saving.unmount()
    vi.unstubAllGlobals()
    const refused = render(<Buy config={{ ...CONFIG, url: 'javascript:alert(1)' }} />)
    rest(refused.getByRole('button'))
    refused.unmount()
    // Unmounted, the ref's cleanup took its listeners away.
    const gone = render(<Buy config={CONFIG} />)
    const button = gone.getByRole('button')
    gone.unmount()
    rest(button)
    expect(preconnects()).toEqual([])
  })
})
