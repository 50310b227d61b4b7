// The adapters' fake host API client: core's own (packages/core/src/quotes/testing/fakeClient.ts,
// which core's store tests use), typed as @rampkit/core's client, with the adapters' shorthands.
import type { HostAssetsConfig, OnrampQuoteResult, RampKitClient } from '@rampkit/core'
import {
  assetsFor as assetsForQuery,
  fakeClient as coreFakeClient,
  onrampResultFor,
} from '../../../packages/core/src/quotes/testing/fakeClient.js'

export type { FakeCall } from '../../../packages/core/src/quotes/testing/fakeClient.js'

export function fakeClient() {
  const fake = coreFakeClient()
  return { ...fake, client: fake.client as unknown as RampKitClient }
}

/** A quote result carrying the body it answers, so tests can tell answers apart. */
export const quoteFor = (body: unknown): OnrampQuoteResult => onrampResultFor(body)

/** The assets config of `currencyCode`, no asset in it. */
export const assetsFor = (currencyCode = 'EUR'): HostAssetsConfig =>
  assetsForQuery({ currencyCode })
