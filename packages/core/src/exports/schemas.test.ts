import { expect, it } from 'vitest'
import * as schemas from './schemas.js'

it('@rampkit/core/schemas exports', () => {
  expect(Object.keys(schemas).sort()).toMatchInlineSnapshot(`
    [
      "ActiveTransactionCurrencySchema",
      "AssetInfoSchema",
      "AssetInfoV2Schema",
      "BaseUnitsSchema",
      "CountryInfoSchema",
      "DecimalsSchema",
      "DictionarySchema",
      "HostAssetsConfigSchema",
      "HostAssetsConfigV2Schema",
      "LegacyAssetInfoSchema",
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
      "QuoteRequestBodySchema",
      "QuoteResultForMethodSchema",
      "SaleAssetInfoSchema",
      "ServicePurchaseSchema",
      "ServiceSaleSchema",
      "TimestampSchema",
      "hostApiSchemas",
      "validateHostApiResponse",
    ]
  `)
})
