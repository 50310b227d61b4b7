// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../config/types.js'
import { WidgetConfigError } from '../config/WidgetConfigError.js'
import { driveFrame } from '../mount/testing/driveFrame.js'
import { BASE, sendCryptoWidget, widgetFrames } from '../mount/testing/harness.js'
import { type MountedWidget, type MountWidgetOptions, mountWidget } from './mountWidget.js'

const mounted: MountedWidget[] = []
let box: HTMLElement
function mount(config: Omit<WidgetConfig, 'containerNode'> = BASE, options = {}) {
  const m = mountWidget(box, config, options)
  mounted.push(m)
  return m
}

beforeEach(() => {
  box = document.createElement('div')
  document.body.append(box)
})
afterEach(() => {
  for (const m of mounted.splice(0)) m.destroy()
  document.body.replaceChildren()
})

const src = () => widgetFrames(box)[0]!.src

describe('mountWidget', () => {
  it('embeds one widget in the container at once, embedded-desktop by default', () => {
    mount()
    expect(widgetFrames(box)).toHaveLength(1)
    expect(widgetFrames()).toHaveLength(1)
    expect(new URL(src()).searchParams.get('variant')).toBe('embedded-desktop')
  })

  it('keeps the widget for an equal config and mounts a new one for a new URL', () => {
    const m = mount({ ...BASE, fiatCurrency: 'EUR' })
    const first = widgetFrames(box)[0]
    m.update({ fiatCurrency: 'EUR', ...BASE })
    expect(widgetFrames(box)[0]).toBe(first)
    m.update({ ...BASE, fiatCurrency: 'GBP' })
    expect(widgetFrames(box)).toHaveLength(1)
    expect(widgetFrames(box)[0]).not.toBe(first)
    expect(new URL(src()).searchParams.get('fiatCurrency')).toBe('GBP')
  })

  it('forwards events, and a remount or destroy is not reported as a close', () => {
    const onEvent = vi.fn()
    const m = mount(BASE, { onEvent })
    driveFrame(widgetFrames(box)[0]!)('WIDGET_CONFIG_DONE')
    m.update({ ...BASE, variant: 'embedded-mobile' })
    m.destroy()
    m.destroy()
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(['WIDGET_CONFIG_DONE'])
    expect(widgetFrames()).toHaveLength(0)
    m.update({ ...BASE, fiatCurrency: 'USD' }) // after destroy: nothing
    expect(widgetFrames()).toHaveLength(0)
  })

  it('throws WidgetConfigError for a bad or non-embedded config; a bad update keeps the widget', () => {
    expect(() => mountWidget(box, { ...BASE, variant: 'desktop' })).toThrow(WidgetConfigError)
    expect(() => mountWidget(box, { ...BASE, hostApiKey: '' })).toThrow(WidgetConfigError)
    expect(() => mountWidget(box, null as unknown as WidgetConfig)).toThrow(WidgetConfigError)
    expect(widgetFrames()).toHaveLength(0)
    const m = mount()
    const first = widgetFrames(box)[0]
    expect(() => m.update({ ...BASE, hostLogoUrl: 42 as never })).toThrow(WidgetConfigError)
    expect(widgetFrames(box)).toEqual([first])
  })

  it('looks the handlers up at each event and always answers SEND_CRYPTO', async () => {
    const options: MountWidgetOptions = {}
    const m = mount({ ...BASE, enabledFlows: ['OFFRAMP'], useSendCryptoCallback: true }, options)
    const frame = widgetFrames(box)[0]!
    const { ask, answered } = sendCryptoWidget(frame)
    ask()
    await answered({ error: 'The host has no onSendCrypto handler.' })

    options.onSendCrypto = () => ({ txHash: '0x1' }) // a field changed later is seen
    ask()
    await answered({ txHash: '0x1' })

    const seen: string[] = []
    m.setHandlers({
      onEvent: (event) => seen.push(event.type),
      onSendCrypto: async () => ({ txHash: '0x2' }),
    })
    ask()
    await answered({ txHash: '0x2' })
    expect(seen).toEqual(['SEND_CRYPTO'])
    m.setHandlers({})
    ask()
    await answered({ error: 'The host has no onSendCrypto handler.' })
    expect(seen).toEqual(['SEND_CRYPTO'])
    expect(widgetFrames(box)).toEqual([frame]) // new handlers never remount
  })

  it('refuses handlers that are not functions with a TypeError', () => {
    for (const bad of [{ onEvent: 'x' }, { onSendCrypto: 1 }, 'handlers']) {
      expect(() => mountWidget(box, BASE, bad as unknown as MountWidgetOptions)).toThrow(TypeError)
    }
    expect(widgetFrames()).toHaveLength(0)
    const m = mount()
    expect(() => m.setHandlers({ onEvent: {} } as unknown as MountWidgetOptions)).toThrow(
      'onEvent must be a function.',
    )
    expect(widgetFrames(box)).toHaveLength(1)
  })

  it('reports a widget that never speaks after loadTimeoutMs and keeps it mounted', () => {
    vi.useFakeTimers()
    try {
      const onEvent = vi.fn()
      mount(BASE, { onEvent, loadTimeoutMs: 500 })
      vi.advanceTimersByTime(499)
      expect(onEvent).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
        { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'LOAD_TIMEOUT' } },
      ])
      expect(widgetFrames(box)).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves the rest of the container alone', () => {
    const note = document.createElement('p')
    box.append(note)
    const m = mount()
    m.destroy()
    expect([...box.children]).toEqual([note])
  })
})
