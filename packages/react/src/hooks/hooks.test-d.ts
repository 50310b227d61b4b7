import type {
  HostApiClient,
  HostAssetsConfig,
  OfframpAssetsConfig,
  OfframpQuoteResult,
  OnrampQuoteResult,
  QuoteParams,
} from '@rampkit/core'
import type { ComponentProps } from 'react'
import { describe, expectTypeOf, it } from 'vitest'
import type { RampKitProvider } from '../context/RampKitProvider.js'
import { useAssets } from './useAssets.js'
import { useOfframpQuote } from './useOfframpQuote.js'
import { useOnrampQuote } from './useOnrampQuote.js'

declare const params: QuoteParams

describe('hook types', () => {
  it('types quote data by flow and narrows by status', () => {
    const onramp = useOnrampQuote(params)
    expectTypeOf(onramp.data).toEqualTypeOf<OnrampQuoteResult | undefined>()
    if (onramp.status === 'success') expectTypeOf(onramp.data).toEqualTypeOf<OnrampQuoteResult>()
    if (onramp.status === 'error') expectTypeOf(onramp.error).toEqualTypeOf<Error>()
    expectTypeOf(onramp.refresh).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf(useOfframpQuote(null).data).toEqualTypeOf<OfframpQuoteResult | undefined>()
  })

  it('takes timing options only (limits belong to params)', () => {
    useOnrampQuote(params, { debounceMs: 100, refreshIntervalMs: 0 })
    // @ts-expect-error limits go in params.limits
    useOnrampQuote(params, { limits: { min: 1 } })
    // @ts-expect-error the flow is the hook's
    useOnrampQuote(params, { flow: 'offramp' })
  })

  it('types assets by flow', () => {
    expectTypeOf(useAssets().data).toEqualTypeOf<HostAssetsConfig | undefined>()
    expectTypeOf(useAssets({}, { flow: 'offramp' }).data).toEqualTypeOf<
      OfframpAssetsConfig | undefined
    >()
  })

  it('the provider takes the real client', () => {
    expectTypeOf<HostApiClient>().toExtend<ComponentProps<typeof RampKitProvider>['client']>()
  })
})
