import { describe, expect, it } from 'vitest'
import { widgetReady } from './widgetReady.js'

describe('widgetReady', () => {
  it('is the configuration confirmed or refused', () => {
    expect(widgetReady({ type: 'WIDGET_CONFIG_DONE', payload: null })).toBe(true)
    expect(widgetReady({ type: 'WIDGET_CONFIG_FAILED', payload: null })).toBe(true)
  })

  it('is a widget of version 2 or later, which shows its own loading state', () => {
    const version = (v: string) => widgetReady({ type: 'APP_VERSION', payload: { version: v } })
    expect(['2', '2.0', '2.13', '10.1'].map(version)).toEqual([true, true, true, true])
    expect(['1.0', '1.99', '0.9', 'x', ''].map(version)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('is nothing else', () => {
    expect(widgetReady({ type: 'WIDGET_CLOSE_REQUEST', payload: null })).toBe(false)
    expect(widgetReady({ type: 'WIDGET_OPEN_FAILED', payload: { reason: 'POPUP_BLOCKED' } })).toBe(
      false,
    )
  })
})
