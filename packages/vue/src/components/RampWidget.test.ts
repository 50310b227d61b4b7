import { CONFIG, widgetFrames } from '@rampkit/adapter-testing/frames'
import {
  describeRampWidget,
  type RampWidgetProps,
} from '@rampkit/adapter-testing/rampWidgetScenarios'
import type { EmbeddedWidgetConfig, WidgetEvent } from '@rampkit/core'
import { cleanup, render } from '@testing-library/vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick, onErrorCaptured, reactive, shallowRef } from 'vue'
import { RampWidget } from './RampWidget.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describeRampWidget({
  name: 'RampWidget',
  render(initial, attributes) {
    // A render function over a ref: new props reach the same component instance.
    const props = shallowRef(initial)
    const { container, unmount } = render(() => h(RampWidget, { ...props.value, ...attributes }))
    const update = async (next: RampWidgetProps) => {
      props.value = next
      await nextTick()
    }
    return { container, unmount, update }
  },
  act: async (work) => {
    await work()
    await nextTick()
  },
  onEventGetsTheMessage: false,
})

describe('RampWidget', () => {
  it('mounts a new widget when a reactive config changes the widget URL in place', async () => {
    const events: WidgetEvent[] = []
    const config = reactive<EmbeddedWidgetConfig>({ ...CONFIG, fiatCurrency: 'EUR', fiatValue: 50 })
    render(RampWidget, { props: { config, onEvent: (e: WidgetEvent) => events.push(e) } })
    const first = widgetFrames()[0]!
    config.fiatValue = 75
    await nextTick()
    expect(widgetFrames()).toHaveLength(1)
    expect(widgetFrames()[0]).not.toBe(first)
    expect(new URL(widgetFrames()[0]!.src).searchParams.get('fiatValue')).toBe('75')
    expect(events).toEqual([]) // a remount is not the user closing the widget
  })

  it('gives a WidgetConfigError to onErrorCaptured, at mount and on update', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const caught: Error[] = []
    const config = shallowRef<EmbeddedWidgetConfig>({ ...CONFIG, hostApiKey: '' })
    const Parent = defineComponent({
      setup() {
        onErrorCaptured((error) => {
          caught.push(error)
          return false
        })
        return () => h(RampWidget, { config: config.value })
      },
    })
    const bad = render(Parent)
    expect(caught.map((error) => error.name)).toEqual(['WidgetConfigError'])
    expect(widgetFrames()).toHaveLength(0)
    bad.unmount()

    config.value = CONFIG
    render(Parent)
    const frame = widgetFrames()[0]!
    config.value = { ...CONFIG, variant: 'desktop' } as EmbeddedWidgetConfig
    await nextTick()
    expect(caught.map((error) => error.name)).toEqual(['WidgetConfigError', 'WidgetConfigError'])
    expect(caught[1]!.message).toMatch(/embedded-desktop/)
    expect(widgetFrames()).toEqual([frame]) // a bad update keeps the widget shown
  })

  it('never puts the host API key in an error', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const caught: Error[] = []
    const Parent = defineComponent({
      setup() {
        onErrorCaptured((error) => {
          caught.push(error)
          return false
        })
        return () =>
          h(RampWidget, { config: { ...CONFIG, hostApiKey: 'pk_secret_9', fiatValue: 5 } })
      },
    })
    render(Parent)
    expect(caught).toHaveLength(1)
    expect(JSON.stringify({ message: caught[0]!.message, ...caught[0] })).not.toContain(
      'pk_secret_9',
    )
  })
})
