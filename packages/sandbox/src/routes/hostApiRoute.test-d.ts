import type { Handler } from 'hono'
import { describe, expectTypeOf, it } from 'vitest'
import { createState } from '../state.js'
import { assetHandlers } from './assets.js'
import { currencyHandlers } from './currencies.js'
import { type HostApiHandlers, hostApiRoutes } from './hostApiRoute.js'
import { quoteHandlers } from './quotes.js'
import { statusHandlers } from './status.js'

describe('HostApiHandlers', () => {
  it("needs a handler for every row of core's table", () => {
    const state = createState({})
    const all = {
      ...assetHandlers(state),
      ...currencyHandlers(state),
      ...quoteHandlers(state),
      ...statusHandlers(state),
    }
    expectTypeOf(all).toExtend<HostApiHandlers>()
    const { 'v3.getSale': _sale, ...withoutSale } = all
    // @ts-expect-error a row without its handler does not type-check
    hostApiRoutes(withoutSale)
    expectTypeOf<HostApiHandlers['legacy.getPurchase']>().toEqualTypeOf<Handler>()
  })
})
