import { stableKey } from '../shared/stableKey.js'
import { checkDelay } from '../shared/store/checkDelay.js'
import {
  createResourceStore,
  type ResourceSnapshot,
  type ResourceStore,
} from '../shared/store/createResourceStore.js'
import type { QuoteRequestBody } from '../types/quotes.js'
import { QuoteInputError } from './QuoteInputError.js'
import type { QuoteClient, QuoteFlow, QuoteLimits, QuoteParams, QuoteResultFor } from './types.js'
import { toQuoteRequestBody } from './validateQuoteParams.js'

/**
 * Options of `createQuoteStore`: the flow (required), debounce and refresh periods in milliseconds,
 * amount limits and the params to start with.
 */
export interface QuoteStoreOptions<F extends QuoteFlow = QuoteFlow> {
  flow: F
  /** Quiet time after the last params change before asking. Default 300 ms. */
  debounceMs?: number
  /** Quotes go stale: re-ask this often while someone listens; 0 turns it off. Default 30 s. */
  refreshIntervalMs?: number
  /** Amount limits of the asset, checked before any request (see `getPurchaseLimits`). */
  limits?: QuoteLimits
  /** Params to start with; asked for on the first subscribe, `setParams` or `refresh`. */
  initialParams?: QuoteParams | null
}

/**
 * What a quote store shows: the params, their quote once read, the error (a `QuoteInputError` for
 * params refused before any request) and whether a request is in flight.
 */
export type QuoteSnapshot<F extends QuoteFlow = QuoteFlow> = ResourceSnapshot<
  QuoteParams,
  QuoteResultFor<F>
>
/**
 * The store `createQuoteStore` returns: live quotes for changing params, with
 * `subscribe`/`getSnapshot` for `useSyncExternalStore`.
 */
export type QuoteStore<F extends QuoteFlow = QuoteFlow> = ResourceStore<
  QuoteParams,
  QuoteResultFor<F>
>

/**
 * Default quiet time of a quote store (`debounceMs`) after the last params change before it asks,
 * in milliseconds: 300.
 */
export const DEFAULT_QUOTE_DEBOUNCE_MS = 300
/**
 * Default refresh period of a quote store (`refreshIntervalMs`) while someone listens, in
 * milliseconds: 30,000.
 */
export const DEFAULT_QUOTE_REFRESH_INTERVAL_MS = 30_000

/**
 * Live quotes for changing params: debounced, shared while in flight, superseded requests
 * aborted, refreshed while subscribed, client-side rule errors reported without a request.
 */
export function createQuoteStore<F extends QuoteFlow>(
  client: QuoteClient,
  options: QuoteStoreOptions<F>,
): QuoteStore<F> {
  const flow = options?.flow
  if (flow !== 'onramp' && flow !== 'offramp') {
    throw new TypeError(`createQuoteStore: flow must be 'onramp' or 'offramp'`)
  }
  const method = flow === 'onramp' ? 'getOnrampQuote' : 'getOfframpQuote'
  checkClient('createQuoteStore', client, method)
  const limits = options.limits
  return createResourceStore<QuoteParams, QuoteResultFor<F>>({
    scope: client,
    debounceMs: checkDelay('debounceMs', options.debounceMs, DEFAULT_QUOTE_DEBOUNCE_MS),
    refreshIntervalMs: checkDelay(
      'refreshIntervalMs',
      options.refreshIntervalMs,
      DEFAULT_QUOTE_REFRESH_INTERVAL_MS,
    ),
    initialParams: options.initialParams ?? null,
    prepare: (params) => {
      const body = toQuoteRequestBody(params, limits)
      if (body instanceof QuoteInputError) return body
      return {
        key: quoteRequestKey(flow, body),
        run: ({ signal }) => client.v3[method](body, { signal }) as Promise<QuoteResultFor<F>>,
      }
    },
  })
}

/** Key of a quote request: flow plus the body, order-free. */
export function quoteRequestKey(flow: QuoteFlow, body: QuoteRequestBody): string {
  return `${flow}Quote:${stableKey(body)}`
}

/** Throws a TypeError naming the missing method, so a wrong client fails at creation. */
export function checkClient(caller: string, client: unknown, method: string): void {
  const v3 = (client as { v3?: Record<string, unknown> } | null | undefined)?.v3
  if (typeof v3?.[method] !== 'function') {
    throw new TypeError(
      `${caller}: client must be a host API client (createHostApiClient) with v3.${method}()`,
    )
  }
}
