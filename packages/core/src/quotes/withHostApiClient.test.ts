// The quote store over the real client (a stub fetch underneath): abort reaches the wire,
// answers and HTTP errors arrive as the store promises.
import { describe, expect, it, vi } from 'vitest'
import { createHostApiClient } from '../client/index.js'
import { fakeTimersInEachTest } from '../shared/testing/fakeTimers.js'
import { createQuoteStore } from './createQuoteStore.js'
import { onrampResultFor } from './testing/fakeClient.js'

const KEY = 'secret-host-api-key'

fakeTimersInEachTest()

/** The real client (no retries) over a fetch whose calls the test answers one by one. */
function stubClient() {
  const calls: { url: string; body: unknown; signal: AbortSignal; respond(res: Response): void }[] =
    []
  const fetch = (input: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal as AbortSignal
      signal.addEventListener('abort', () => reject(signal.reason))
      calls.push({
        url: String(input),
        body: JSON.parse(String(init?.body)),
        signal,
        respond: resolve,
      })
    })
  const client = createHostApiClient({
    baseUrl: 'https://api.test/api',
    hostApiKey: KEY,
    fetch: fetch as typeof globalThis.fetch,
    retries: 0,
  })
  return { client, calls }
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } })

describe('createQuoteStore with createHostApiClient', () => {
  it('aborts the superseded HTTP request and shows the answer to the last params', async () => {
    const { client, calls } = stubClient()
    const store = createQuoteStore(client, { flow: 'onramp' })
    store.setParams({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 10 })
    await vi.advanceTimersByTimeAsync(300)
    expect(calls).toHaveLength(1)
    expect(new URL(calls[0]!.url).pathname).toBe('/api/host-api/v3/onramp/quote/all')
    store.setParams({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 20 })
    expect(calls[0]!.signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    calls[1]!.respond(json(onrampResultFor(calls[1]!.body)))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({
      status: 'success',
      params: { fiatValue: 20 },
      data: { CARD_PAYMENT: { fiatValue: 20 } },
    })
    store.destroy()
  })

  it('keeps a HostApiError, without the key in its message', async () => {
    const { client, calls } = stubClient()
    const store = createQuoteStore(client, { flow: 'offramp', debounceMs: 0 })
    store.setParams({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', cryptoAmount: '1' })
    await vi.advanceTimersByTimeAsync(0)
    calls[0]!.respond(json({ code: 'UNKNOWN_ASSET', message: 'no such asset' }, 400))
    await vi.advanceTimersByTimeAsync(0)
    const { error } = store.getSnapshot()
    expect(error).toMatchObject({ name: 'HostApiError', status: 400, code: 'UNKNOWN_ASSET' })
    expect(error?.message).not.toContain(KEY)
    store.destroy()
  })
})
