import {
  describeWidgetHook,
  OVERLAY,
  type WidgetHookOptions,
} from '@rampkit/adapter-testing/widgetHookScenarios'
import type { WidgetConfig } from '@rampkit/core'
import { act, cleanup, render, renderHook } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act as settle } from '../testing/mountHook.js'
import { useRampWidget } from './useRampWidget.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  document.body.removeAttribute('style')
})

describeWidgetHook({
  name: 'useRampWidget',
  mount(config, options) {
    // In StrictMode: effects run, are undone and run again, and still one widget opens.
    const { result, rerender, unmount } = renderHook(
      (props: { config: WidgetConfig; options?: WidgetHookOptions }) =>
        useRampWidget(props.config, props.options),
      { initialProps: { config, options }, wrapper: StrictMode },
    )
    return {
      show: () => act(() => result.current.show()),
      close: () => act(() => result.current.close()),
      read: () => result.current,
      update: async (nextConfig, nextOptions) =>
        rerender({ config: nextConfig, options: nextOptions }),
      unmount,
    }
  },
  act: settle,
})

function Probe({ n, seen }: { n: number; seen: Set<() => void> }) {
  const widget = useRampWidget({ ...OVERLAY, fiatCurrency: 'EUR', fiatValue: n })
  seen.add(widget.show)
  seen.add(widget.close)
  return null
}

describe('useRampWidget', () => {
  it('keeps show and close stable across renders', () => {
    const seen = new Set<() => void>()
    const { rerender } = render(<Probe n={1} seen={seen} />)
    rerender(<Probe n={2} seen={seen} />)
    expect(seen.size).toBe(2)
  })
})
