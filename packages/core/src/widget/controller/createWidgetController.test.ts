// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../config/types.js'
import { WidgetConfigError } from '../config/WidgetConfigError.js'
import type { WidgetEvent } from '../mount/events.js'
import { driveFrame } from '../mount/testing/driveFrame.js'
import { BASE, sendCryptoWidget, theFrame, widgetFrames } from '../mount/testing/harness.js'
import { createWidgetController, type WidgetControllerOptions } from './createWidgetController.js'
import { keptControllers } from './testing/keptControllers.js'

const keep = keptControllers()
const controller = (config: WidgetConfig = { ...BASE, variant: 'desktop' }, options = {}) =>
  keep(createWidgetController(config, options))

describe('createWidgetController', () => {
  it('creates nothing until show, then tracks open state and logs events', () => {
    const onEvent = vi.fn()
    const c = controller(undefined, { onEvent })
    const seen: boolean[] = []
    c.subscribe(() => seen.push(c.getSnapshot().isOpen))
    expect(widgetFrames()).toHaveLength(0)
    expect(c.getSnapshot()).toEqual({ isOpen: false, events: [] })

    c.show()
    expect(c.getSnapshot().isOpen).toBe(true)
    const send = driveFrame(theFrame())
    send('WIDGET_CONFIG_DONE')
    expect(c.getSnapshot().events.map((e) => e.type)).toEqual(['WIDGET_CONFIG_DONE'])
    expect(onEvent).toHaveBeenCalledWith(
      { type: 'WIDGET_CONFIG_DONE', payload: null },
      expect.objectContaining({ type: 'WIDGET_CONFIG_DONE' }), // the widget's message, as sent
    )

    c.show() // already open: still one widget
    expect(widgetFrames()).toHaveLength(1)
    c.close()
    expect(c.getSnapshot().isOpen).toBe(false)
    expect(widgetFrames()).toHaveLength(0)
    expect(c.getSnapshot().events.map((e) => e.type)).toEqual([
      'WIDGET_CONFIG_DONE',
      'WIDGET_CLOSE',
    ])
    expect(seen).toEqual([true, true, false])
  })

  it('sees the widget closing itself', () => {
    const c = controller()
    c.show()
    driveFrame(theFrame())('WIDGET_CLOSE')
    expect(c.getSnapshot().isOpen).toBe(false)
    expect(widgetFrames()).toHaveLength(0)
  })

  it('leaves an open widget alone on a config change and uses the new config at the next show', () => {
    const c = controller()
    c.show()
    const first = theFrame()
    c.setConfig({ ...BASE, variant: 'desktop', fiatCurrency: 'EUR', fiatValue: 50 })
    expect(theFrame()).toBe(first)
    expect(new URL(first.src).searchParams.get('fiatValue')).toBeNull()
    c.close()
    c.show()
    expect(new URL(theFrame().src).searchParams.get('fiatValue')).toBe('50')
  })

  it('reuses the widget when the config is equal', () => {
    const c = controller()
    c.show()
    const id = new URL(theFrame().src).searchParams.get('widgetInstanceId')
    c.close()
    c.setConfig({ variant: 'desktop', ...BASE })
    c.show()
    expect(new URL(theFrame().src).searchParams.get('widgetInstanceId')).not.toBe(id)
    expect(widgetFrames()).toHaveLength(1)
  })

  it('reports a blocked popup as not open', () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    const c = controller({ ...BASE, variant: 'hosted' })
    c.show()
    expect(c.getSnapshot().isOpen).toBe(false)
    expect(c.getSnapshot().events).toEqual([
      { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'POPUP_BLOCKED' } },
    ])
  })

  it('throws WidgetConfigError at show for an invalid config, not at creation', () => {
    const c = controller({ ...BASE, hostApiKey: '' })
    expect(() => c.show()).toThrow(WidgetConfigError)
    expect(c.getSnapshot().isOpen).toBe(false)
    c.setConfig({ ...BASE, variant: 'desktop' })
    c.show()
    expect(c.getSnapshot().isOpen).toBe(true)
  })

  it('reset removes the widget without logging a close, and can show again', () => {
    const c = controller()
    c.show()
    c.reset()
    expect(widgetFrames()).toHaveLength(0)
    expect(c.getSnapshot()).toEqual({ isOpen: false, events: [] })
    c.show()
    expect(widgetFrames()).toHaveLength(1)
  })

  it('keeps at most maxEvents and answers SEND_CRYPTO through onSendCrypto', async () => {
    const onSendCrypto = vi.fn(() => ({ txHash: '0xfeed' }))
    const c = controller(
      { ...BASE, variant: 'desktop', enabledFlows: ['OFFRAMP'], useSendCryptoCallback: true },
      { maxEvents: 2, onSendCrypto },
    )
    c.show()
    const { send, ask, posted } = sendCryptoWidget(theFrame())
    send('WIDGET_CONFIG_DONE')
    send('WIDGET_CLOSE_REQUEST_CANCELLED')
    ask()
    expect(c.getSnapshot().events.map((e: WidgetEvent) => e.type)).toEqual([
      'WIDGET_CLOSE_REQUEST_CANCELLED',
      'SEND_CRYPTO',
    ])
    await vi.waitFor(() =>
      expect(posted).toContainEqual({
        type: 'SEND_CRYPTO_RESULT',
        payload: { txHash: '0xfeed' },
        eventVersion: 1,
      }),
    )
    expect(() => createWidgetController(BASE, { maxEvents: 0 })).toThrow(RangeError)
  })

  it('uses the latest handlers without touching the widget, and always answers SEND_CRYPTO', async () => {
    const c = controller({
      ...BASE,
      variant: 'desktop',
      enabledFlows: ['OFFRAMP'],
      useSendCryptoCallback: true,
    })
    c.show()
    const frame = theFrame()
    const { ask, answered } = sendCryptoWidget(frame)
    ask()
    await answered({ error: 'The host has no onSendCrypto handler.' })

    const seen: string[] = []
    c.setHandlers({
      onEvent: (event) => seen.push(`${event.type}:${c.getSnapshot().events.length}`),
      onSendCrypto: () => ({ txHash: '0x2' }),
    })
    ask()
    await answered({ txHash: '0x2' })
    expect(seen).toEqual(['SEND_CRYPTO:2']) // called after the snapshot has the event
    expect(theFrame()).toBe(frame)
    expect(c.getSnapshot().isOpen).toBe(true)
    expect(() =>
      c.setHandlers({ onSendCrypto: 'x' } as unknown as WidgetControllerOptions),
    ).toThrow('onSendCrypto must be a function.')
    expect(() => createWidgetController(BASE, { onEvent: 1 } as never)).toThrow(TypeError)
  })

  it('unsubscribes a listener and keeps the snapshot identity until something changes', () => {
    const c = controller()
    const listener = vi.fn()
    const off = c.subscribe(listener)
    const before = c.getSnapshot()
    expect(c.getSnapshot()).toBe(before)
    off()
    c.show()
    expect(listener).not.toHaveBeenCalled()
  })
})
