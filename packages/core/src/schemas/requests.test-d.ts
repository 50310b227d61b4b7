import type * as v from 'valibot'
import { expectTypeOf, it } from 'vitest'
import type { AssetsQuery, LegacyAssetsQuery } from '../types/assets.js'
import type { CurrenciesQuery } from '../types/currencies.js'
import type {
  AssetsQuerySchema,
  CurrenciesQuerySchema,
  LegacyAssetsQuerySchema,
} from './requests.js'

it('the query schemas read what the client methods take', () => {
  expectTypeOf<v.InferOutput<typeof AssetsQuerySchema>>().toEqualTypeOf<AssetsQuery>()
  expectTypeOf<v.InferOutput<typeof LegacyAssetsQuerySchema>>().toEqualTypeOf<LegacyAssetsQuery>()
  expectTypeOf<v.InferOutput<typeof CurrenciesQuerySchema>>().toEqualTypeOf<CurrenciesQuery>()
})
