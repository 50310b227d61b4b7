import { expect, it } from 'vitest'
import * as schemas from './schemas.js'

it('@rampkit/core/schemas exports', () => {
  expect(Object.keys(schemas).sort()).toMatchInlineSnapshot(`
    [
      "ActiveTransactionCurrencySchema",
      "AssetInfoSchema",
      "AssetInfoV2Schema",
      "AssetsQuerySchema",
      "BaseUnitsSchema",
      "CountryInfoSchema",
      "CurrenciesQuerySchema",
      "DecimalsSchema",
      "DictionarySchema",
      "HostApiErrorBodySchema",
      "HostAssetsConfigSchema",
      "HostAssetsConfigV2Schema",
      "IdSchema",
      "LegacyAssetInfoSchema",
      "LegacyAssetsQuerySchema",
      "LegacyHostAssetsConfigSchema",
      "LegacyQuoteRequestBodySchema",
      "LegacyQuoteResultSchema",
      "LimitBaseUnitsSchema",
      "LimitSchema",
      "OfframpAssetInfoSchema",
      "OfframpAssetsConfigSchema",
      "OfframpQuoteResultSchema",
      "OnrampQuoteResultSchema",
      "PublicAssetDetailsSchema",
      "QuoteQuerySchema",
      "QuoteRequestBodySchema",
      "QuoteResultForMethodSchema",
      "SaleAssetInfoSchema",
      "ServicePurchaseSchema",
      "ServiceSaleSchema",
      "TimestampSchema",
      "TransactionPathSchema",
      "TransactionQuerySchema",
      "hostApiSchemas",
      "validateHostApiResponse",
    ]
  `)
})
