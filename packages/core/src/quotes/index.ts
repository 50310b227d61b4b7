export type {
  PreparedRequest,
  ResourceSnapshot,
  ResourceStore,
  ResourceStoreOptions,
} from '../shared/store/createResourceStore.js'
export { createResourceStore } from '../shared/store/createResourceStore.js'
export type { AssetsQueryKey } from './assetsQueryOptions.js'
export { assetsQueryOptions, offrampAssetsQueryOptions } from './assetsQueryOptions.js'
export type { BestQuote, BestQuoteOptions } from './bestQuote.js'
export { bestQuote } from './bestQuote.js'
export type { AssetsSnapshot, AssetsStore, AssetsStoreOptions } from './createAssetsStore.js'
export { createAssetsStore } from './createAssetsStore.js'
export type { QuoteSnapshot, QuoteStore, QuoteStoreOptions } from './createQuoteStore.js'
export { createQuoteStore } from './createQuoteStore.js'
export type { QuoteLimitWords } from './describeQuoteLimit.js'
export { describeQuoteLimit } from './describeQuoteLimit.js'
export { offrampQuoteQueryOptions } from './offrampQuoteQueryOptions.js'
export { onrampQuoteQueryOptions } from './onrampQuoteQueryOptions.js'
export type {
  QuoteInputErrorCode,
  QuoteInputErrorInit,
  QuoteInputField,
} from './QuoteInputError.js'
export { isQuoteInputError, QuoteInputError } from './QuoteInputError.js'
export type { QuoteLimitBound, QuoteRequestAmount } from './quoteOutsideLimits.js'
export { quoteOutsideLimits } from './quoteOutsideLimits.js'
export type {
  QueryFunctionContextLike,
  QuoteQueryKey,
  RampKitQueryOptions,
} from './quoteQueryOptions.js'
export type {
  AssetsClient,
  AssetsConfigFor,
  QuoteClient,
  QuoteFlow,
  QuoteLimits,
  QuoteParams,
  QuoteResultFor,
  RampKitClient,
} from './types.js'
export { validateQuoteParams } from './validateQuoteParams.js'
