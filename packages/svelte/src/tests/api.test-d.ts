import type {
  EmbeddedWidgetConfig,
  HostApiClient,
  HostAssetsConfig,
  OfframpAssetsConfig,
  OfframpQuoteResult,
  OnrampQuoteResult,
  QuoteParams,
  RampKitClient,
  RequestCryptoAccountHandler,
  RequestCryptoAccountPayload,
  SendCryptoHandler,
  WidgetConfig,
  WidgetEvent,
} from '@rampkit/core'
import type { Action } from 'svelte/action'
import { describe, expectTypeOf, it } from 'vitest'
import { getRampKitClient, setRampKitContext } from '../lib/context.js'
import { createAssets } from '../lib/createAssets.svelte.js'
import { createOfframpQuote } from '../lib/createOfframpQuote.svelte.js'
import { createOnrampQuote } from '../lib/createOnrampQuote.svelte.js'
import { createRampWidget } from '../lib/createRampWidget.svelte.js'
import { rampWidget } from '../lib/rampWidget.js'
import type {
  RampWidgetActionOptions,
  RampWidgetActionParameter,
  RampWidgetOptions,
  RampWidgetProps,
} from '../lib/types.js'

declare const params: QuoteParams
declare const config: WidgetConfig

describe('rune types', () => {
  it('types quote data by flow and narrows by status', () => {
    const onramp = createOnrampQuote(() => params)
    expectTypeOf(onramp.data).toEqualTypeOf<OnrampQuoteResult | undefined>()
    if (onramp.status === 'success') expectTypeOf(onramp.data).toEqualTypeOf<OnrampQuoteResult>()
    if (onramp.status === 'error') expectTypeOf(onramp.error).toEqualTypeOf<Error>()
    if (onramp.status === 'idle') expectTypeOf(onramp.params).toEqualTypeOf<null>()
    expectTypeOf(onramp.refresh).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf(createOfframpQuote(() => null).data).toEqualTypeOf<
      OfframpQuoteResult | undefined
    >()
  })

  it('takes an accessor and timing options only (limits belong to params)', () => {
    createOnrampQuote(() => params, { debounceMs: 100, refreshIntervalMs: 0 })
    // @ts-expect-error the params go in a function, so they can be reactive
    createOnrampQuote(params)
    // @ts-expect-error limits go in params.limits
    createOnrampQuote(() => params, { limits: { min: 1 } })
    // @ts-expect-error the flow is the function's
    createOnrampQuote(() => params, { flow: 'offramp' })
  })

  it('types assets by flow; the query is optional and may be null', () => {
    expectTypeOf(createAssets().data).toEqualTypeOf<HostAssetsConfig | undefined>()
    expectTypeOf(createAssets(() => null, { flow: 'offramp' }).data).toEqualTypeOf<
      OfframpAssetsConfig | undefined
    >()
    createAssets(() => undefined)
    // @ts-expect-error not a query
    createAssets(() => 'EUR')
  })

  it('the context takes the real client and gives back the same type', () => {
    expectTypeOf(setRampKitContext({} as HostApiClient)).toEqualTypeOf<HostApiClient>()
    expectTypeOf(getRampKitClient()).toEqualTypeOf<RampKitClient>()
  })
})

describe('widget types', () => {
  it('createRampWidget gives show, close and reactive isOpen and events', () => {
    const widget = createRampWidget(() => config, {
      onEvent: (event) => expectTypeOf(event).toEqualTypeOf<WidgetEvent>(),
    })
    expectTypeOf(widget.show).toEqualTypeOf<() => void>()
    expectTypeOf(widget.isOpen).toEqualTypeOf<boolean>()
    expectTypeOf(widget.events).toEqualTypeOf<readonly WidgetEvent[]>()
  })

  it('createRampWidget, the action and <RampWidget> take onSendCrypto and onRequestCryptoAccount', () => {
    createRampWidget(() => config, {
      onRequestCryptoAccount: (request) => {
        expectTypeOf(request).toEqualTypeOf<RequestCryptoAccountPayload>()
        return { address: '0xabc', name: 'Main' }
      },
    })
    // @ts-expect-error the account needs an address
    createRampWidget(() => config, { onRequestCryptoAccount: () => ({ name: 'Main' }) })
    for (const handlers of [
      {} as RampWidgetOptions,
      {} as RampWidgetActionOptions,
      {} as RampWidgetProps,
    ]) {
      expectTypeOf(handlers.onSendCrypto).toEqualTypeOf<SendCryptoHandler | undefined>()
      expectTypeOf(handlers.onRequestCryptoAccount).toEqualTypeOf<
        RequestCryptoAccountHandler | undefined
      >()
    }
  })

  it('rampWidget is a Svelte action taking a config or { config, onEvent }', () => {
    expectTypeOf(rampWidget).toExtend<Action<HTMLElement, RampWidgetActionParameter>>()
    const node = {} as HTMLElement
    rampWidget(node, config)
    rampWidget(node, {
      config,
      onEvent: (event) => expectTypeOf(event).toEqualTypeOf<WidgetEvent>(),
    })
    // @ts-expect-error the container is the action's node
    rampWidget(node, { config: { ...config, containerNode: node } })
  })

  it('<RampWidget> props: an embedded config (no containerNode), div attributes, no children', () => {
    expectTypeOf<RampWidgetProps['config']>().toEqualTypeOf<EmbeddedWidgetConfig>()
    expectTypeOf<RampWidgetProps['class']>().toExtend<unknown>()
    expectTypeOf<RampWidgetProps>().not.toHaveProperty('children')
  })
})
