import {
  ACCOUNT_REQUEST,
  CONFIG,
  driveFrame,
  NO_ACCOUNT_HANDLER_REPLY,
  widgetFrames,
} from '@rampkit/adapter-testing/frames'
import type { EmbeddedWidgetConfig, WidgetEvent } from '@rampkit/core'
import { cleanup, render } from '@testing-library/svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rampWidget } from '../lib/rampWidget.js'
import ActionHost from './testing/ActionHost.svelte'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const fiatValueOf = (frame: HTMLIFrameElement) => new URL(frame.src).searchParams.get('fiatValue')

describe('rampWidget action', () => {
  it('takes the config alone: mounts, updates on a URL change only, destroys with the node', async () => {
    const config: EmbeddedWidgetConfig = { ...CONFIG, fiatCurrency: 'EUR', fiatValue: 50 }
    const { container, rerender } = render(ActionHost, { props: { parameter: config } })
    const host = container.querySelector('.host')!
    const frame = widgetFrames(host)[0]!
    await rerender({ parameter: { ...config } })
    expect(widgetFrames()).toEqual([frame])
    await rerender({ parameter: { ...config, fiatValue: 60 } })
    expect(widgetFrames().map(fiatValueOf)).toEqual(['60'])
    await rerender({ parameter: { ...config, fiatValue: 60 }, shown: false })
    expect(widgetFrames()).toHaveLength(0)
  })

  it('takes { config, onEvent, onSendCrypto } and calls the latest callbacks', async () => {
    const seen: string[] = []
    const parameter = (tag: string) => ({
      config: CONFIG,
      onEvent: (event: WidgetEvent) => seen.push(`${tag}:${event.type}`),
    })
    const { rerender } = render(ActionHost, { props: { parameter: parameter('a') } })
    const send = driveFrame(widgetFrames()[0]!)
    send('WIDGET_CONFIG_DONE')
    await rerender({ parameter: parameter('b') })
    send('WIDGET_CONFIG_DONE')
    expect(seen).toEqual(['a:WIDGET_CONFIG_DONE', 'b:WIDGET_CONFIG_DONE'])
  })

  it('answers REQUEST_CRYPTO_ACCOUNT with the latest onRequestCryptoAccount, or an error without one', async () => {
    const onRequestCryptoAccount = vi.fn(async () => ({ address: '0xnew' }))
    const { rerender } = render(ActionHost, { props: { parameter: { config: CONFIG } } })
    const frame = widgetFrames()[0]!
    const posted: unknown[] = []
    const send = driveFrame(frame, posted)
    send('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST)
    await vi.waitFor(() => expect(posted).toEqual([NO_ACCOUNT_HANDLER_REPLY]))
    await rerender({ parameter: { config: CONFIG, onRequestCryptoAccount } })
    expect(widgetFrames()).toEqual([frame])
    send('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST)
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]).toEqual({
      type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
      payload: { address: '0xnew', type: undefined, name: undefined, assetSymbol: undefined },
    })
    expect(onRequestCryptoAccount).toHaveBeenCalledWith(ACCOUNT_REQUEST)
  })

  it('is core mountWidget in action shape, usable without a component', () => {
    const node = document.createElement('div')
    document.body.append(node)
    const action = rampWidget(node, CONFIG)
    expect(widgetFrames(node)).toHaveLength(1)
    // A bad update throws and keeps the widget that was there.
    expect(() => action.update({ ...CONFIG, hostApiKey: '' })).toThrow(/hostApiKey/)
    expect(widgetFrames(node)).toHaveLength(1)
    action.destroy()
    action.destroy()
    expect(widgetFrames(node)).toHaveLength(0)
    action.update({ ...CONFIG, fiatValue: 1, fiatCurrency: 'EUR' }) // after destroy: nothing
    expect(widgetFrames(node)).toHaveLength(0)
    node.remove()
  })

  it('passes loadTimeoutMs on: onEvent hears LOAD_TIMEOUT and the widget stays', () => {
    vi.useFakeTimers()
    try {
      const onEvent = vi.fn()
      render(ActionHost, { props: { parameter: { config: CONFIG, onEvent, loadTimeoutMs: 200 } } })
      vi.advanceTimersByTime(200)
      expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
        { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'LOAD_TIMEOUT' } },
      ])
      expect(widgetFrames()).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a missing config with WidgetConfigError, never a TypeError', () => {
    const node = document.createElement('div')
    for (const bad of [null, undefined, 42, { config: null }]) {
      expect(() => rampWidget(node, bad as unknown as EmbeddedWidgetConfig)).toThrow(
        expect.objectContaining({ name: 'WidgetConfigError' }),
      )
    }
    expect(widgetFrames(node)).toHaveLength(0)
  })
})
