// Test double of the host API client: every call stays pending until the test settles it, and
// (like the real client) rejects with the signal's reason on abort. The one fake client: core's
// store tests use it here, the adapters' tests through tooling/adapter-testing (which may reach
// down to core, not the reverse). The reference: the client's types it reaches use core's
// build flag, which another package's type-check must know of.
/// <reference path="../../shared/devFlag.d.ts" />
import type { AssetsQuery, HostAssetsConfig } from '../../types/assets.js'
import type { OnrampQuoteResult, QuoteRequestBody } from '../../types/quotes.js'
import type { RampKitClient } from '../types.js'

type Method = keyof RampKitClient['v3']

export interface FakeCall {
  method: Method
  body: unknown
  signal: AbortSignal | undefined
  resolve(value: unknown): void
  reject(error: unknown): void
  settled: boolean
}

export function fakeClient(options: { ignoreAbort?: boolean } = {}) {
  const calls: FakeCall[] = []
  const make =
    (method: Method) =>
    (body: unknown, init?: { signal?: AbortSignal }): Promise<never> =>
      new Promise((resolve, reject) => {
        const call: FakeCall = {
          method,
          body,
          signal: init?.signal,
          settled: false,
          resolve: (value) => {
            call.settled = true
            resolve(value as never)
          },
          reject: (error) => {
            call.settled = true
            reject(error)
          },
        }
        calls.push(call)
        if (!options.ignoreAbort) {
          init?.signal?.addEventListener('abort', () => call.reject(init.signal?.reason))
        }
      })
  const client = {
    v3: {
      getOnrampQuote: make('getOnrampQuote'),
      getOfframpQuote: make('getOfframpQuote'),
      getAssets: make('getAssets'),
      getOfframpAssets: make('getOfframpAssets'),
    },
  } as unknown as RampKitClient
  /** Calls whose request was not aborted. */
  const live = () => calls.filter((call) => !call.signal?.aborted)
  /** Calls still waiting for an answer (neither answered nor aborted). */
  const pending = () => calls.filter((call) => !call.settled)
  return { client, calls, live, pending }
}

/** An on-ramp result that carries the body it answers, so tests can tell answers apart. */
export function onrampResultFor(body: QuoteRequestBody | unknown): OnrampQuoteResult {
  const b = body as QuoteRequestBody
  const asset = { symbol: b.cryptoAssetSymbol } as OnrampQuoteResult['asset']
  return {
    asset,
    CARD_PAYMENT: {
      fiatCurrency: b.fiatCurrency,
      fiatValue: b.fiatValue ?? 1,
      cryptoAmount: b.cryptoAmount ?? String(Math.round((b.fiatValue ?? 1) * 1000)),
      baseServiceFee: 1,
      appliedFee: 1,
    },
  }
}

export function assetsFor(query: AssetsQuery | unknown): HostAssetsConfig {
  const q = (query ?? {}) as AssetsQuery
  return {
    assets: [],
    currencyCode: q.currencyCode ?? 'EUR',
    minPurchaseAmount: 1,
    maxPurchaseAmount: 10_000,
    minFeeAmount: 1,
    minFeePercent: 1,
    maxFeePercent: 5,
  }
}

/** Shaped like the client's HostApiError, without importing it. */
export function hostApiError(status: number, code = `HTTP_${status}`): Error {
  return Object.assign(new Error(`Host API answered ${status}`), {
    name: 'HostApiError',
    status,
    code,
  })
}
