import { describe, expectTypeOf, it } from 'vitest'
import type { HostApiClient } from '../client/index.js'
import type { HostAssetsConfig, OfframpAssetsConfig } from '../types/assets.js'
import type { OfframpQuoteResult, OnrampQuoteResult } from '../types/quotes.js'
import { createAssetsStore } from './createAssetsStore.js'
import { createQuoteStore, type QuoteSnapshot } from './createQuoteStore.js'
import type { QuoteParams, RampKitClient } from './types.js'

declare const client: RampKitClient

describe('createQuoteStore types', () => {
  it('takes the real client', () => {
    expectTypeOf<HostApiClient>().toExtend<RampKitClient>()
  })

  it('types data by flow', () => {
    const onramp = createQuoteStore(client, { flow: 'onramp' })
    expectTypeOf(onramp.getSnapshot().data).toEqualTypeOf<OnrampQuoteResult | undefined>()
    const offramp = createQuoteStore(client, { flow: 'offramp' })
    expectTypeOf(offramp.getSnapshot().data).toEqualTypeOf<OfframpQuoteResult | undefined>()
  })

  it('narrows the snapshot by status', () => {
    const snapshot = createQuoteStore(client, { flow: 'onramp' }).getSnapshot()
    if (snapshot.status === 'success') {
      expectTypeOf(snapshot.data).toEqualTypeOf<OnrampQuoteResult>()
      expectTypeOf(snapshot.updatedAt).toEqualTypeOf<number>()
      expectTypeOf(snapshot.params).toEqualTypeOf<QuoteParams>()
    }
    if (snapshot.status === 'idle') expectTypeOf(snapshot.params).toEqualTypeOf<null>()
    if (snapshot.status === 'error') expectTypeOf(snapshot.error).toEqualTypeOf<Error>()
    expectTypeOf(snapshot).toEqualTypeOf<QuoteSnapshot<'onramp'>>()
  })

  it('accepts params or null, and refuses the wrong things', () => {
    const store = createQuoteStore(client, { flow: 'onramp' })
    store.setParams({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 1 })
    store.setParams(null)
    // @ts-expect-error a crypto amount is a string of base units, not a number
    store.setParams({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', cryptoAmount: 1 })
    // @ts-expect-error flow is onramp or offramp
    createQuoteStore(client, { flow: 'buy' })
    // @ts-expect-error a client needs the quote methods
    createQuoteStore({}, { flow: 'onramp' })
    expectTypeOf(store.subscribe).returns.toEqualTypeOf<() => void>()
    expectTypeOf(store.refresh).returns.toEqualTypeOf<Promise<void>>()
  })

  it('types assets by flow (on-ramp by default)', () => {
    expectTypeOf(createAssetsStore(client).getSnapshot().data).toEqualTypeOf<
      HostAssetsConfig | undefined
    >()
    expectTypeOf(
      createAssetsStore(client, {}, { flow: 'offramp' }).getSnapshot().data,
    ).toEqualTypeOf<OfframpAssetsConfig | undefined>()
  })
})
