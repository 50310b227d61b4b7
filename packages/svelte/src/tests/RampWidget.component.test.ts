import { CONFIG, widgetFrames } from '@rampkit/adapter-testing/frames'
import { describeRampWidget } from '@rampkit/adapter-testing/rampWidgetScenarios'
import { cleanup, render } from '@testing-library/svelte'
import { flushSync } from 'svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import RampWidget from '../lib/RampWidget.svelte'
import Guarded from './testing/Guarded.svelte'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describeRampWidget({
  name: '<RampWidget>',
  render(props, attributes) {
    const { container, rerender, unmount } = render(RampWidget, {
      props: { ...props, ...attributes },
    })
    return { container, unmount, update: (next) => rerender({ ...next, ...attributes }) }
  },
  act: async (work) => {
    await work()
    flushSync()
  },
  onEventGetsTheMessage: true,
})

describe('<RampWidget>', () => {
  it('throws WidgetConfigError to the nearest <svelte:boundary> for a bad config', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { getByRole } = render(Guarded, { props: { config: { ...CONFIG, hostApiKey: '' } } })
    flushSync()
    expect(getByRole('alert').textContent).toBe('WidgetConfigError')
    expect(widgetFrames()).toHaveLength(0)
  })

  it('refuses a non-embedded variant', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { getByRole } = render(Guarded, { props: { config: { ...CONFIG, variant: 'desktop' } } })
    flushSync()
    expect(getByRole('alert').textContent).toBe('WidgetConfigError')
  })
})
