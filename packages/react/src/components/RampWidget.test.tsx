import { CONFIG, widgetFrames } from '@rampkit/adapter-testing/frames'
import {
  describeRampWidget,
  type RampWidgetProps,
} from '@rampkit/adapter-testing/rampWidgetScenarios'
import { act, cleanup, render } from '@testing-library/react'
import { Component, type ReactNode, StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RampWidget } from './RampWidget.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describeRampWidget({
  name: '<RampWidget>',
  render(props, attributes) {
    const element = (next: RampWidgetProps) => (
      <RampWidget {...next} className={attributes?.class} aria-label={attributes?.['aria-label']} />
    )
    const { container, rerender, unmount } = render(element(props))
    return { container, unmount, update: async (next) => rerender(element(next)) }
  },
  act: (work) =>
    act(async () => {
      await work()
    }),
  onEventGetsTheMessage: true,
})

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.name}</p> : this.props.children
  }
}

describe('<RampWidget>', () => {
  it('survives StrictMode with a single widget', () => {
    const { unmount } = render(
      <StrictMode>
        <RampWidget config={CONFIG} />
      </StrictMode>,
    )
    expect(widgetFrames()).toHaveLength(1)
    unmount()
    expect(widgetFrames()).toHaveLength(0)
  })

  it('throws a WidgetConfigError to the error boundary for a bad config', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { getByRole } = render(
      <Boundary>
        <RampWidget config={{ ...CONFIG, hostApiKey: '' }} />
      </Boundary>,
    )
    expect(getByRole('alert').textContent).toBe('WidgetConfigError')
    expect(widgetFrames()).toHaveLength(0)
  })
})
