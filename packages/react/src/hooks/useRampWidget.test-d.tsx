import type {
  CryptoAccount,
  EmbeddedWidgetConfig,
  RequestCryptoAccountHandler,
  RequestCryptoAccountPayload,
  SendCryptoHandler,
  WidgetConfig,
  WidgetEvent,
} from '@rampkit/core'
import type { ComponentProps } from 'react'
import { describe, expectTypeOf, it } from 'vitest'
import { RampWidget } from '../components/RampWidget.js'
import { useRampWidget } from './useRampWidget.js'

declare const config: WidgetConfig

describe('widget types', () => {
  it('useRampWidget returns show, close, isOpen and the events', () => {
    const widget = useRampWidget(config, {
      onEvent: (event) => expectTypeOf(event).toEqualTypeOf<WidgetEvent>(),
    })
    expectTypeOf(widget.show).toEqualTypeOf<() => void>()
    expectTypeOf(widget.isOpen).toEqualTypeOf<boolean>()
    expectTypeOf(widget.events).toEqualTypeOf<readonly WidgetEvent[]>()
  })

  it('useRampWidget takes onSendCrypto and onRequestCryptoAccount', () => {
    useRampWidget(config, {
      onRequestCryptoAccount: (request) => {
        expectTypeOf(request).toEqualTypeOf<RequestCryptoAccountPayload>()
        return { address: '0xabc', name: 'Main' }
      },
    })
    useRampWidget(config, { onRequestCryptoAccount: async () => ({ address: '0xabc' }) })
    // @ts-expect-error the account needs an address
    useRampWidget(config, { onRequestCryptoAccount: () => ({ name: 'Main' }) })
    type Options = NonNullable<Parameters<typeof useRampWidget>[1]>
    expectTypeOf<NonNullable<Options['onSendCrypto']>>().toEqualTypeOf<SendCryptoHandler>()
    expectTypeOf<
      NonNullable<Options['onRequestCryptoAccount']>
    >().toEqualTypeOf<RequestCryptoAccountHandler>()
    expectTypeOf<ReturnType<RequestCryptoAccountHandler>>().toEqualTypeOf<
      CryptoAccount | Promise<CryptoAccount>
    >()
  })

  it('<RampWidget> takes an embedded config (no containerNode) and div props', () => {
    type Props = ComponentProps<typeof RampWidget>
    expectTypeOf<Props['config']>().toEqualTypeOf<EmbeddedWidgetConfig>()
    expectTypeOf<Props['className']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<NonNullable<Props['onSendCrypto']>>().toEqualTypeOf<SendCryptoHandler>()
    expectTypeOf<
      NonNullable<Props['onRequestCryptoAccount']>
    >().toEqualTypeOf<RequestCryptoAccountHandler>()
    // @ts-expect-error the widget fills the div: no children
    expectTypeOf<Props['children']>().toBeNever()
    // @ts-expect-error the container is the component's own div
    void (<RampWidget config={{ ...config, containerNode: document.body }} />)
  })
})
