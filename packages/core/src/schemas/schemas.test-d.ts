import type * as v from 'valibot'
import { describe, expectTypeOf, it } from 'vitest'
import type {
  AssetInfo,
  AssetInfoV2,
  HostAssetsConfig,
  LegacyAssetInfo,
  OfframpAssetInfo,
  OfframpAssetsConfig,
} from '../types/assets.js'
import type { ActiveTransactionCurrency, CountryInfo } from '../types/currencies.js'
import type {
  LegacyQuoteRequestBody,
  QuoteRequestBody,
  QuoteResultForMethod,
} from '../types/quotes.js'
import type { SaleAssetInfo } from '../types/transactions.js'
import type {
  AssetInfoSchema,
  AssetInfoV2Schema,
  LegacyAssetInfoSchema,
  OfframpAssetInfoSchema,
} from './assets.js'
import type { ActiveTransactionCurrencySchema, CountryInfoSchema } from './currencies.js'
import type { hostApiSchemas } from './hostApiSchemas.js'
import type {
  LegacyQuoteRequestBodySchema,
  QuoteRequestBodySchema,
  QuoteResultForMethodSchema,
} from './quotes.js'
import type { SaleAssetInfoSchema } from './transactions.js'

// The schemas and the hand-written types must describe the same fields: compare the declared
// entries (loose objects add an index signature that the types rightly leave out).
type Exact<S extends { entries: v.ObjectEntries }> = v.InferOutput<
  v.ObjectSchema<S['entries'], undefined>
>

describe('schemas match the types of spec section 2', () => {
  it('assets', () => {
    expectTypeOf<Exact<typeof AssetInfoSchema>>().toEqualTypeOf<AssetInfo>()
    expectTypeOf<Exact<typeof AssetInfoV2Schema>>().toEqualTypeOf<AssetInfoV2>()
    expectTypeOf<Exact<typeof OfframpAssetInfoSchema>>().toEqualTypeOf<OfframpAssetInfo>()
    expectTypeOf<Exact<typeof LegacyAssetInfoSchema>>().toEqualTypeOf<LegacyAssetInfo>()
  })

  it('currencies, countries, quotes, sales', () => {
    expectTypeOf<
      Exact<typeof ActiveTransactionCurrencySchema>
    >().toEqualTypeOf<ActiveTransactionCurrency>()
    expectTypeOf<Exact<typeof CountryInfoSchema>>().toEqualTypeOf<CountryInfo>()
    expectTypeOf<Exact<typeof QuoteResultForMethodSchema>>().toEqualTypeOf<QuoteResultForMethod>()
    expectTypeOf<Exact<typeof SaleAssetInfoSchema>>().toEqualTypeOf<SaleAssetInfo>()
    expectTypeOf<v.InferOutput<typeof QuoteRequestBodySchema>>().toEqualTypeOf<QuoteRequestBody>()
    expectTypeOf<
      v.InferOutput<typeof LegacyQuoteRequestBodySchema>
    >().toEqualTypeOf<LegacyQuoteRequestBody>()
  })

  it('parsed bodies are usable as the client types', () => {
    expectTypeOf<
      v.InferOutput<(typeof hostApiSchemas)['HostAssetsConfig']>
    >().toExtend<HostAssetsConfig>()
    expectTypeOf<
      v.InferOutput<(typeof hostApiSchemas)['OfframpAssetsConfig']>
    >().toExtend<OfframpAssetsConfig>()
  })
})
