import * as v from 'valibot'
import type { HostApiResource } from '../client/HostApiResponseValidator.js'
import {
  HostAssetsConfigSchema,
  HostAssetsConfigV2Schema,
  LegacyHostAssetsConfigSchema,
  OfframpAssetsConfigSchema,
} from './assets.js'
import { ActiveTransactionCurrencySchema, CountryInfoSchema } from './currencies.js'
import {
  LegacyQuoteResultSchema,
  OfframpQuoteResultSchema,
  OnrampQuoteResultSchema,
} from './quotes.js'
import { ServicePurchaseSchema, ServiceSaleSchema } from './transactions.js'

/** The schema of every response body the client reads, by resource name. */
export const hostApiSchemas = {
  HostAssetsConfig: HostAssetsConfigSchema,
  OfframpAssetsConfig: OfframpAssetsConfigSchema,
  ActiveTransactionCurrencyList: v.array(ActiveTransactionCurrencySchema),
  ServiceSale: ServiceSaleSchema,
  OnrampQuoteResult: OnrampQuoteResultSchema,
  OfframpQuoteResult: OfframpQuoteResultSchema,
  HostAssetsConfigV2: HostAssetsConfigV2Schema,
  LegacyHostAssetsConfig: LegacyHostAssetsConfigSchema,
  CountryInfoList: v.array(CountryInfoSchema),
  LegacyQuoteResult: LegacyQuoteResultSchema,
  ServicePurchase: ServicePurchaseSchema,
} satisfies Record<HostApiResource, v.GenericSchema>
