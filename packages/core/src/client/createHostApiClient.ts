import type {
  AssetsQuery,
  HostAssetsConfig,
  HostAssetsConfigV2,
  LegacyAssetsQuery,
  LegacyHostAssetsConfig,
  OfframpAssetsConfig,
} from '../types/assets.js'
import type {
  ActiveTransactionCurrency,
  CountryInfo,
  CurrenciesQuery,
} from '../types/currencies.js'
import type {
  LegacyQuoteRequestBody,
  LegacyQuoteResult,
  OfframpQuoteResult,
  OnrampQuoteResult,
  QuoteRequestBody,
} from '../types/quotes.js'
import type { ServicePurchase, ServiceSale } from '../types/transactions.js'
import type { HostApiResponseValidator } from './HostApiResponseValidator.js'
import { invalidRequest } from './invalidRequest.js'
import { getAssets as getLegacyAssets } from './legacy/getAssets.js'
import { getCountries } from './legacy/getCountries.js'
import { getPurchase } from './legacy/getPurchase.js'
import { getQuote } from './legacy/getQuote.js'
import type { ClientContext, RequestOptions } from './request.js'
import type { HostApiRequestHooks } from './requestHooks.js'
import { getAssets as getAssetsV2 } from './v2/getAssets.js'
import { getAssets } from './v3/getAssets.js'
import { getCurrencies } from './v3/getCurrencies.js'
import { getOfframpAssets } from './v3/getOfframpAssets.js'
import { getOfframpQuote } from './v3/getOfframpQuote.js'
import { getOnrampQuote } from './v3/getOnrampQuote.js'
import { getSale } from './v3/getSale.js'

/** `onRequest` and `onResponse` observe each attempt (see `HostApiRequestHooks`). */
export interface HostApiClientOptions extends HostApiRequestHooks {
  /** `{base_url}`, ending with `/api`, e.g. `https://api.ramp.network/api` or the sandbox's. */
  baseUrl: string
  /** `{legacy_base_url}` of the unversioned endpoints; defaults to `baseUrl`. */
  legacyBaseUrl?: string
  /** Required by quotes; also sent to asset endpoints, where it adds `enabledFeatures`. */
  hostApiKey?: string
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch
  /** Time allowed for each attempt (response and body), in ms. Default 10000. */
  timeoutMs?: number
  /** Further attempts after a network error, timeout, 5xx or 429. Default 2. */
  retries?: number
  /**
   * Checks every response body before it is returned; a mismatch rejects with
   * `INVALID_RESPONSE`. Pass `validateHostApiResponse` from `@rampkit/core/schemas`: injected,
   * so that the main entry never bundles the schema library.
   */
  validate?: HostApiResponseValidator
  /** Waits between attempts (tests inject one); must reject with the signal's reason on abort. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Source of backoff jitter in [0, 1); default `Math.random`. */
  random?: () => number
}

/**
 * What `createHostApiClient` returns: one method per host API endpoint, grouped by API version
 * (`v3`, `v2`, `legacy`). Methods reject with `HostApiError`.
 */
export interface HostApiClient {
  /** The `baseUrl` in use, trailing slashes removed (the adapters compare it with the widget's). */
  readonly baseUrl: string
  v3: {
    getAssets(query?: AssetsQuery, options?: RequestOptions): Promise<HostAssetsConfig>
    getOfframpAssets(query?: AssetsQuery, options?: RequestOptions): Promise<OfframpAssetsConfig>
    getCurrencies(
      query?: CurrenciesQuery,
      options?: RequestOptions,
    ): Promise<ActiveTransactionCurrency[]>
    getSale(id: string, secret: string, options?: RequestOptions): Promise<ServiceSale>
    getOnrampQuote(body: QuoteRequestBody, options?: RequestOptions): Promise<OnrampQuoteResult>
    getOfframpQuote(body: QuoteRequestBody, options?: RequestOptions): Promise<OfframpQuoteResult>
  }
  v2: {
    getAssets(query?: AssetsQuery, options?: RequestOptions): Promise<HostAssetsConfigV2>
  }
  legacy: {
    getAssets(query?: LegacyAssetsQuery, options?: RequestOptions): Promise<LegacyHostAssetsConfig>
    getCountries(options?: RequestOptions): Promise<CountryInfo[]>
    getQuote(body: LegacyQuoteRequestBody, options?: RequestOptions): Promise<LegacyQuoteResult>
    getPurchase(id: string, secret: string, options?: RequestOptions): Promise<ServicePurchase>
  }
}

/**
 * A typed client for every endpoint of the host API (spec 4). Throws `HostApiError`
 * (`INVALID_REQUEST`) at once for unusable options; methods reject with `HostApiError`.
 */
export function createHostApiClient(options: HostApiClientOptions): HostApiClient {
  const { timeoutMs = 10_000, retries = 2 } = options
  if (!(timeoutMs > 0)) invalidRequest('timeoutMs', 'timeoutMs')
  if (!Number.isInteger(retries) || retries < 0) {
    invalidRequest('retries', 'retries')
  }
  const baseUrl = checkBaseUrl('baseUrl', options.baseUrl)
  const ctx: ClientContext = {
    ...options,
    baseUrl,
    legacyBaseUrl:
      options.legacyBaseUrl === undefined
        ? baseUrl
        : checkBaseUrl('legacyBaseUrl', options.legacyBaseUrl),
    timeoutMs,
    retries,
    sleep: options.sleep ?? sleep,
    random: options.random ?? Math.random,
  }
  // Each method is a plain function of the context; the client binds it.
  const bind =
    <A extends unknown[], R>(method: (ctx: ClientContext, ...args: A) => R) =>
    (...args: A) =>
      method(ctx, ...args)
  return {
    baseUrl,
    v3: {
      getAssets: bind(getAssets),
      getOfframpAssets: bind(getOfframpAssets),
      getCurrencies: bind(getCurrencies),
      getSale: bind(getSale),
      getOnrampQuote: bind(getOnrampQuote),
      getOfframpQuote: bind(getOfframpQuote),
    },
    v2: { getAssets: bind(getAssetsV2) },
    legacy: {
      getAssets: bind(getLegacyAssets),
      getCountries: bind(getCountries),
      getQuote: bind(getQuote),
      getPurchase: bind(getPurchase),
    },
  }
}

/** An absolute http(s) URL without query or fragment, trailing slashes removed. */
function checkBaseUrl(field: string, value: unknown): string {
  let url: URL | undefined
  try {
    url = new URL(String(value))
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
    invalidRequest(field, 'url')
  }
  return url.href.replace(/\/+$/, '')
}

// Rejects with the caller's reason as soon as it aborts, and leaves no listener behind.
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    signal?.addEventListener('abort', stop)
  })
}
