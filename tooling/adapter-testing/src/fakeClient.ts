// Test double of the host API client: calls stay pending until the test answers them, and
// (like the real client) reject with the signal's reason on abort.
import type {
  HostAssetsConfig,
  OnrampQuoteResult,
  QuoteRequestBody,
  RampKitClient,
} from '@rampkit/core'

export interface FakeCall {
  method: keyof RampKitClient['v3']
  body: unknown
  signal: AbortSignal | undefined
  resolve(value: unknown): void
  reject(error: unknown): void
  settled: boolean
}

export function fakeClient() {
  const calls: FakeCall[] = []
  const make = (method: FakeCall['method']) => (body: unknown, init?: { signal?: AbortSignal }) =>
    new Promise((resolve, reject) => {
      const call: FakeCall = {
        method,
        body,
        signal: init?.signal,
        settled: false,
        resolve: (value) => {
          call.settled = true
          resolve(value)
        },
        reject: (error) => {
          call.settled = true
          reject(error)
        },
      }
      calls.push(call)
      init?.signal?.addEventListener('abort', () => call.reject(init.signal?.reason))
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

export function quoteFor(body: unknown): OnrampQuoteResult {
  const b = body as QuoteRequestBody
  return {
    asset: { symbol: b.cryptoAssetSymbol } as OnrampQuoteResult['asset'],
    CARD_PAYMENT: {
      fiatCurrency: b.fiatCurrency,
      fiatValue: b.fiatValue ?? 1,
      cryptoAmount: b.cryptoAmount ?? String((b.fiatValue ?? 1) * 1000),
      baseServiceFee: 1,
      appliedFee: 1,
    },
  }
}

export function assetsFor(currencyCode = 'EUR'): HostAssetsConfig {
  return {
    assets: [],
    currencyCode,
    minPurchaseAmount: 1,
    maxPurchaseAmount: 10_000,
    minFeeAmount: 1,
    minFeePercent: 1,
    maxFeePercent: 5,
  }
}
