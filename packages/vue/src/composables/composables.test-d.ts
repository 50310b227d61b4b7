import type {
  HostApiClient,
  HostAssetsConfig,
  OfframpAssetsConfig,
  OfframpQuoteResult,
  OnrampQuoteResult,
  QuoteParams,
  RequestCryptoAccountPayload,
  WidgetConfig,
  WidgetEvent,
} from '@rampkit/core'
import { describe, expectTypeOf, it } from 'vitest'
import { type App, computed, type Ref, reactive, ref } from 'vue'
import { provideRampKit } from '../plugin/provideRampKit.js'
import { RampKitPlugin } from '../plugin/RampKitPlugin.js'
import { useAssets } from './useAssets.js'
import { useOfframpQuote } from './useOfframpQuote.js'
import { useOnrampQuote } from './useOnrampQuote.js'
import { useRampWidget } from './useRampWidget.js'

declare const params: QuoteParams
declare const client: HostApiClient
declare const app: App
declare const config: WidgetConfig

describe('composable types', () => {
  it('takes params as a value, a ref, a computed, a getter or a reactive object', () => {
    useOnrampQuote(params)
    useOnrampQuote(null)
    useOnrampQuote(ref<QuoteParams | null>(null))
    useOnrampQuote(computed(() => params))
    useOnrampQuote(() => (Math.random() > 0.5 ? params : null))
    useOnrampQuote(reactive({ ...params }))
    // @ts-expect-error params need an asset and a currency
    useOnrampQuote({ fiatValue: 5 })
    // @ts-expect-error a ref of something else
    useOnrampQuote(ref(5))
  })

  it('gives read-only refs typed by flow, plus refresh', () => {
    const onramp = useOnrampQuote(params)
    expectTypeOf(onramp.data).toEqualTypeOf<Readonly<Ref<OnrampQuoteResult | undefined>>>()
    expectTypeOf(onramp.status.value).toEqualTypeOf<'idle' | 'loading' | 'success' | 'error'>()
    expectTypeOf(onramp.error.value).toEqualTypeOf<Error | undefined>()
    expectTypeOf(onramp.params.value).toEqualTypeOf<QuoteParams | null>()
    expectTypeOf(onramp.isFetching.value).toEqualTypeOf<boolean>()
    expectTypeOf(onramp.refresh).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf(useOfframpQuote(null).data.value).toEqualTypeOf<OfframpQuoteResult | undefined>()
    // @ts-expect-error read-only
    onramp.status.value = 'idle'
  })

  it('takes timing options only (limits belong to params)', () => {
    useOnrampQuote(params, { debounceMs: 100, refreshIntervalMs: 0 })
    // @ts-expect-error limits go in params.limits
    useOnrampQuote(params, { limits: { min: 1 } })
    // @ts-expect-error the flow is the composable's
    useOnrampQuote(params, { flow: 'offramp' })
  })

  it('types assets by flow', () => {
    expectTypeOf(useAssets().data.value).toEqualTypeOf<HostAssetsConfig | undefined>()
    expectTypeOf(
      useAssets(ref({ currencyCode: 'EUR' }), { flow: 'offramp' }).data.value,
    ).toEqualTypeOf<OfframpAssetsConfig | undefined>()
  })

  it('the plugin and provideRampKit take the real client', () => {
    app.use(RampKitPlugin, { client })
    provideRampKit(client)
    // @ts-expect-error the client goes in an options object
    app.use(RampKitPlugin, client)
  })

  it('useRampWidget returns show, close and read-only refs', () => {
    const widget = useRampWidget(() => config, {
      onEvent: (event) => expectTypeOf(event).toEqualTypeOf<WidgetEvent>(),
    })
    expectTypeOf(widget.show).toEqualTypeOf<() => void>()
    expectTypeOf(widget.isOpen).toEqualTypeOf<Readonly<Ref<boolean>>>()
    expectTypeOf(widget.events.value).toEqualTypeOf<readonly WidgetEvent[]>()
  })

  it('useRampWidget takes onRequestCryptoAccount, answered with an account', () => {
    useRampWidget(config, {
      onRequestCryptoAccount: (request) => {
        expectTypeOf(request).toEqualTypeOf<RequestCryptoAccountPayload>()
        return { address: '0xabc', name: 'Main' }
      },
    })
    useRampWidget(config, reactive({ onRequestCryptoAccount: async () => ({ address: '0xabc' }) }))
    // @ts-expect-error the account needs an address
    useRampWidget(config, { onRequestCryptoAccount: () => ({ name: 'Main' }) })
  })
})
