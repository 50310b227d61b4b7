import type {
  EmbeddedWidgetConfig,
  RequestCryptoAccountHandler,
  RequestCryptoAccountPayload,
  SendCryptoHandler,
  WidgetEvent,
} from '@rampkit/core'
import { describe, expectTypeOf, it } from 'vitest'
import { h } from 'vue'
import { RampWidget } from './RampWidget.js'

declare const config: EmbeddedWidgetConfig

type Props = InstanceType<typeof RampWidget>['$props']

describe('RampWidget types', () => {
  it('takes an embedded config, onEvent, onSendCrypto and onRequestCryptoAccount', () => {
    expectTypeOf<Props['config']>().toEqualTypeOf<EmbeddedWidgetConfig>()
    expectTypeOf<NonNullable<Props['onSendCrypto']>>().toEqualTypeOf<SendCryptoHandler>()
    expectTypeOf<
      NonNullable<Props['onRequestCryptoAccount']>
    >().toEqualTypeOf<RequestCryptoAccountHandler>()
    expectTypeOf<NonNullable<Props['onEvent']>>().parameter(0).toEqualTypeOf<WidgetEvent>()
  })

  it('checks props given through h()', () => {
    h(RampWidget, { config, onEvent: (event: WidgetEvent) => event.type, class: 'panel' })
    h(RampWidget, {
      config,
      onRequestCryptoAccount: (request: RequestCryptoAccountPayload) => ({
        address: `0x${request.assetSymbol}`,
      }),
    })
    // @ts-expect-error the account needs an address
    h(RampWidget, { config, onRequestCryptoAccount: () => ({ name: 'Main' }) })
    // @ts-expect-error config is required
    h(RampWidget, {})
    // @ts-expect-error the container is the component's own div
    h(RampWidget, { config: { ...config, containerNode: document.body } })
  })
})
