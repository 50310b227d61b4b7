// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../config/types.js'
import { checkWidgetConfig } from '../config/validateWidgetConfig.js'
import { WidgetConfigError } from '../config/WidgetConfigError.js'
import { driveFrame } from '../mount/testing/driveFrame.js'
import { BASE, theFrame, widgetFrames } from '../mount/testing/harness.js'
import {
  createWidgetController,
  type WidgetController,
  type WidgetControllerOptions,
} from './createWidgetController.js'

const made: WidgetController[] = []
function controller(
  config: WidgetConfig = { ...BASE, variant: 'desktop' },
  options: WidgetControllerOptions = {},
) {
  const c = createWidgetController(config, options)
  made.push(c)
  return c
}
const fiatValueOf = (frame: HTMLIFrameElement) => new URL(frame.src).searchParams.get('fiatValue')

afterEach(() => {
  for (const c of made.splice(0)) c.reset()
  document.body.replaceChildren()
})

describe('createWidgetController: what every front-end needs', () => {
  it("with configChange 'remount', replaces an open widget at once, and keeps it for a bad config", () => {
    const c = controller(undefined, { configChange: 'remount' })
    c.show()
    const first = theFrame()
    c.setConfig({ ...BASE, variant: 'desktop', fiatCurrency: 'EUR', fiatValue: 50 })
    expect(widgetFrames()).toHaveLength(1)
    expect(theFrame()).not.toBe(first)
    expect(fiatValueOf(theFrame())).toBe('50')
    expect(c.getSnapshot().isOpen).toBe(true)
    // Replacing is not the user closing it: no WIDGET_CLOSE in the log.
    expect(c.getSnapshot().events).toEqual([])

    const second = theFrame()
    expect(() => c.setConfig({ ...BASE, hostApiKey: '' })).toThrow(WidgetConfigError)
    expect(widgetFrames()).toEqual([second])
    expect(c.getSnapshot().isOpen).toBe(true)
  })

  it('a check function (compat passes its lenient one) checks each configuration, also one set later', () => {
    const check = vi.fn((config: WidgetConfig) => checkWidgetConfig(config, 'launcher'))
    const c = controller(undefined, { check, configChange: 'remount' })
    c.show()
    expect(check).toHaveBeenCalledTimes(1)
    c.setConfig({ ...BASE, variant: 'desktop', fiatCurrency: 'EUR', fiatValue: 50 })
    expect(check).toHaveBeenLastCalledWith(expect.objectContaining({ fiatValue: 50 }))
    expect(fiatValueOf(theFrame())).toBe('50')
    check.mockImplementation(() => {
      throw new WidgetConfigError([{ path: 'hostAppName', message: 'refused by the check' }])
    })
    expect(() => c.setConfig({ ...BASE, variant: 'desktop', fiatValue: 60 })).toThrow(
      /refused by the check/,
    )
  })

  it('gives the instance id before show(), the one the shown widget uses', () => {
    const c = controller()
    const id = c.instanceId()
    expect(widgetFrames()).toHaveLength(0)
    c.show()
    expect(new URL(theFrame().src).searchParams.get('widgetInstanceId')).toBe(id)
  })

  it('prepare() validates now, without showing', () => {
    expect(() => controller({ ...BASE, hostApiKey: '' }).prepare()).toThrow(WidgetConfigError)
    const c = controller()
    c.prepare()
    expect(widgetFrames()).toHaveLength(0)
    expect(c.elements()).toBeUndefined()
    c.show()
    expect(c.elements()).toMatchObject({ iframe: theFrame() })
  })

  it("keeps the widget's APP_VERSION in the snapshot while it is open", () => {
    const c = controller()
    c.show()
    driveFrame(theFrame())('APP_VERSION', { version: '2.1' })
    expect(c.getSnapshot().appVersion).toBe('2.1')
    c.close()
    expect(c.getSnapshot().appVersion).toBeUndefined()
  })

  it("hands onEvent the widget's message beside the event, looked up at each event", () => {
    const c = controller()
    c.show()
    const send = driveFrame(theFrame())
    const calls: unknown[][] = []
    send('WIDGET_CONFIG_DONE')
    c.setHandlers({ onEvent: (...args) => calls.push(args) })
    send('APP_VERSION', { version: '2.0' }, { internal: true })
    expect(calls).toEqual([
      [
        { type: 'APP_VERSION', payload: { version: '2.0' } },
        expect.objectContaining({ type: 'APP_VERSION', internal: true }),
      ],
    ])
  })

  it('stacks the overlay at zIndex', () => {
    // Not 1000, the default: dropping the option must fail this test.
    const c = controller(undefined, { zIndex: 4321 })
    c.show()
    const elements = c.elements()
    expect(elements && 'host' in elements && elements.host.style.zIndex).toBe('4321')
  })
})

describe('createWidgetController: a widget that never loads', () => {
  it('logs LOAD_TIMEOUT and keeps the widget open (the host decides to close it)', () => {
    vi.useFakeTimers()
    try {
      const c = controller(undefined, { loadTimeoutMs: 1000 })
      c.show()
      vi.advanceTimersByTime(1000)
      expect(c.getSnapshot().events).toEqual([
        { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'LOAD_TIMEOUT' } },
      ])
      expect(c.getSnapshot().isOpen).toBe(true)
      expect(widgetFrames()).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
