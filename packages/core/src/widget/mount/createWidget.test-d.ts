import { describe, expectTypeOf, it } from 'vitest'
import type { ServicePurchase, ServiceSale } from '../../types/transactions.js'
import { createWidget, type WidgetInstance } from './createWidget.js'
import type { SendCryptoPayload, WidgetEvent, WidgetEventType } from './events.js'

declare const widget: WidgetInstance

describe('createWidget types', () => {
  it('returns show, close, on and onSendCrypto', () => {
    expectTypeOf(createWidget).returns.toEqualTypeOf<WidgetInstance>()
    expectTypeOf(widget.show).toEqualTypeOf<() => void>()
    expectTypeOf(widget.close).toEqualTypeOf<() => void>()
    expectTypeOf(widget.on('WIDGET_CLOSE', () => {})).toEqualTypeOf<() => void>()
  })

  it('narrows the event by type', () => {
    widget.on('PURCHASE_CREATED', (event) => {
      expectTypeOf(event.type).toEqualTypeOf<'PURCHASE_CREATED'>()
      expectTypeOf(event.payload.purchase).toEqualTypeOf<ServicePurchase>()
      expectTypeOf(event.payload.purchaseViewToken).toEqualTypeOf<string>()
      expectTypeOf(event.payload.apiUrl).toEqualTypeOf<string>()
    })
    widget.on('OFFRAMP_SALE_CREATED', (event) => {
      expectTypeOf(event.payload.sale).toEqualTypeOf<ServiceSale>()
      expectTypeOf(event.payload.saleViewToken).toEqualTypeOf<string>()
    })
    widget.on('WIDGET_OPEN_FAILED', (event) => {
      expectTypeOf(event.payload.reason).toEqualTypeOf<'POPUP_BLOCKED' | 'LOAD_TIMEOUT'>()
    })
    widget.on('WIDGET_CLOSE', (event) => {
      expectTypeOf(event.payload).toEqualTypeOf<null>()
    })
  })

  it('gives * handlers the whole union, discriminated by type', () => {
    widget.on('*', (event) => {
      expectTypeOf(event).toEqualTypeOf<WidgetEvent>()
      expectTypeOf(event.type).toEqualTypeOf<WidgetEventType>()
      if (event.type === 'SEND_CRYPTO')
        expectTypeOf(event.payload).toEqualTypeOf<SendCryptoPayload>()
    })
  })

  it('rejects unknown event types and mismatched handlers', () => {
    // @ts-expect-error not an event type
    widget.on('PURCHASE_CREATD', () => {})
    // @ts-expect-error a sale handler for purchases
    widget.on('PURCHASE_CREATED', (event: { payload: { sale: ServiceSale } }) => event)
  })

  it('takes a send-crypto handler resolving to { txHash }', () => {
    widget.onSendCrypto(async ({ amount, address, assetInfo }) => {
      expectTypeOf(amount).toEqualTypeOf<string>()
      expectTypeOf(address).toEqualTypeOf<string>()
      expectTypeOf(assetInfo.decimals).toEqualTypeOf<number>()
      return { txHash: '0x1' }
    })
    // @ts-expect-error must resolve to { txHash }
    widget.onSendCrypto(async () => ({ hash: '0x1' }))
  })

  it('needs the required configuration fields', () => {
    // @ts-expect-error hostApiKey missing
    expectTypeOf(createWidget).toBeCallableWith({ hostAppName: 'a', hostLogoUrl: 'https://x/y' })
  })
})
