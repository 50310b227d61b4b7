import type { ServicePurchase, WidgetEvent } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
import { purchaseToTrack } from './trackedPurchase.js'

describe('purchaseToTrack', () => {
  it('follows the purchase a PURCHASE_CREATED event announces, with its view token', () => {
    const purchase = { id: 'p1', status: 'INITIALIZED' } as ServicePurchase
    const event = {
      type: 'PURCHASE_CREATED',
      payload: { purchase, purchaseViewToken: 'view-token', apiUrl: 'http://localhost/api' },
    } as WidgetEvent
    expect(purchaseToTrack(event)).toEqual({ id: 'p1', secret: 'view-token', initial: purchase })
  })

  it('follows nothing for other events', () => {
    expect(purchaseToTrack({ type: 'WIDGET_CONFIG_DONE', payload: null } as WidgetEvent)).toBe(
      undefined,
    )
    expect(purchaseToTrack({ type: 'WIDGET_CLOSE', payload: null } as WidgetEvent)).toBe(undefined)
  })
})
