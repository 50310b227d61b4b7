import type { WidgetEventOf } from '@rampkit/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { ElementErrorDetail, RampKitWidgetElement } from './index.js'
import { elementEventName } from './index.js'

describe('types of <rampkit-widget>', () => {
  it('createElement and querySelector give the element type', () => {
    expectTypeOf(document.createElement('rampkit-widget')).toEqualTypeOf<RampKitWidgetElement>()
    expectTypeOf(
      document.querySelector('rampkit-widget'),
    ).toEqualTypeOf<RampKitWidgetElement | null>()
  })

  it('event names and their details are typed, on the element and on its parents', () => {
    const widget = document.createElement('rampkit-widget')
    widget.addEventListener('rampkit-purchase-created', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<WidgetEventOf<'PURCHASE_CREATED'>>()
      expectTypeOf(event.detail.payload.purchaseViewToken).toBeString()
    })
    document.body.addEventListener('rampkit-error', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<ElementErrorDetail>()
    })
    expectTypeOf(
      elementEventName('WIDGET_CONFIG_DONE'),
    ).toEqualTypeOf<'rampkit-widget-config-done'>()
  })

  it('parameters are typed properties; callbacks take functions', () => {
    const widget = document.createElement('rampkit-widget')
    expectTypeOf(widget.enabledFlows).toEqualTypeOf<readonly ('ONRAMP' | 'OFFRAMP')[] | undefined>()
    widget.onSendCrypto = async () => ({ txHash: '0x1' })
    // @ts-expect-error a string is not a handler
    widget.onRequestCryptoAccount = 'alert(1)'
    // @ts-expect-error not a variant
    widget.variant = 'sideways'
    expectTypeOf(widget.loadTimeoutMs).toEqualTypeOf<number | undefined>()
    // @ts-expect-error milliseconds, as a number
    widget.loadTimeoutMs = '5000'
    expectTypeOf(widget.preload).toEqualTypeOf<'intent' | 'idle'>()
    // @ts-expect-error when to preload: intent or idle
    widget.preload = 'eager'
  })
})
