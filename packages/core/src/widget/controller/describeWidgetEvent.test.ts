import { describe, expect, it } from 'vitest'
import type { WidgetEvent } from '../mount/events.js'
import { PURCHASE, SALE } from '../mount/testing/harness.js'
import { describeWidgetEvent } from './describeWidgetEvent.js'

const purchase = {
  type: 'PURCHASE_CREATED',
  payload: {
    purchase: PURCHASE,
    purchaseViewToken: 'view-token-secret',
    apiUrl: 'https://api.example/api',
  },
} as WidgetEvent
const sale = {
  type: 'OFFRAMP_SALE_CREATED',
  payload: { sale: SALE, saleViewToken: 'sale-token-secret', apiUrl: 'https://api.example/api' },
} as WidgetEvent

describe('describeWidgetEvent', () => {
  it('summarises purchases and sales in whole units, without tokens or the API URL', () => {
    const text = describeWidgetEvent(purchase)
    expect(text).toBe('Purchase p1 created: 1 ETH for 2500.00 EUR')
    expect(describeWidgetEvent(sale)).toBe('Sale s1 created: 1 ETH for 2300.00 EUR')
    for (const line of [text, describeWidgetEvent(sale)]) {
      expect(line).not.toMatch(/token-secret|api\.example/)
    }
  })

  it('has a sentence for every other event type', () => {
    const events: WidgetEvent[] = [
      { type: 'WIDGET_CONFIG_DONE', payload: null },
      { type: 'WIDGET_CONFIG_FAILED', payload: { code: 'UNKNOWN_API_KEY', message: 'no' } },
      { type: 'WIDGET_CONFIG_FAILED', payload: null },
      { type: 'WIDGET_CLOSE', payload: null },
      { type: 'WIDGET_CLOSE_REQUEST', payload: null },
      { type: 'WIDGET_CLOSE_REQUEST_CONFIRMED', payload: null },
      { type: 'WIDGET_CLOSE_REQUEST_CANCELLED', payload: null },
      { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'POPUP_BLOCKED' } },
      { type: 'WIDGET_EVENT_INVALID', payload: { type: 'PURCHASE_CREATED', field: 'purchase.id' } },
      {
        type: 'SEND_CRYPTO',
        payload: {
          assetInfo: SALE.crypto.assetInfo,
          amount: '1500000000000000000',
          address: '0xabc',
        },
      },
      { type: 'REQUEST_CRYPTO_ACCOUNT', payload: { type: 'ETH', assetSymbol: 'ETH_USDC' } },
      { type: 'APP_VERSION', payload: { version: '4.2' } },
    ]
    const lines = events.map(describeWidgetEvent)
    expect(lines).toMatchInlineSnapshot(`
      [
        "The widget is ready",
        "The widget refused the configuration (UNKNOWN_API_KEY): no",
        "The widget refused the configuration",
        "The widget was closed",
        "Asked the widget user whether to close",
        "The user chose to close the widget",
        "The user chose to keep the widget open",
        "The widget window could not open (blocked by the browser)",
        "Ignored a malformed PURCHASE_CREATED message (field purchase.id)",
        "The widget asks to send 1.5 ETH to 0xabc",
        "The widget asks for the user's ETH_USDC account",
        "The widget runs version 4.2",
      ]
    `)
  })

  it('cuts long or multi-line text from the widget to one short line', () => {
    const line = describeWidgetEvent({
      type: 'WIDGET_CONFIG_FAILED',
      payload: { code: 'X', message: `a\nb${'c'.repeat(500)}` },
    })
    expect(line).not.toContain('\n')
    expect(line.length).toBeLessThan(140)
  })

  it('never throws for a payload that is not what its type says', () => {
    const bad = { type: 'PURCHASE_CREATED', payload: { purchase: { cryptoAmount: '-1' } } }
    expect(describeWidgetEvent(bad as unknown as WidgetEvent)).toBe(
      'PURCHASE_CREATED: unreadable payload',
    )
    expect(describeWidgetEvent(null as unknown as WidgetEvent)).toBe(
      'undefined: unreadable payload',
    )
    expect(describeWidgetEvent({ type: 'NEW_EVENT' } as unknown as WidgetEvent)).toBe('NEW_EVENT')
  })
})
