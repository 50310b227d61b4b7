import { createHostApiClient, type HostApiError } from '@rampkit/core'
import fc from 'fast-check'
import { getResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { HOST_API_ENDPOINTS, type HostApiEndpoint } from './hostApiEndpoints.js'
import { answerEndpoint, failEndpoint } from './overrideEndpoint.js'
import { rampkitHandlers } from './rampkitHandlers.js'

const server = setupServer(...rampkitHandlers())
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = createHostApiClient({
  baseUrl: 'https://api.ramp.network/api',
  hostApiKey: 'demo-host-api-key',
  retries: 0,
})
const quote = () =>
  client.v3.getOnrampQuote({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 })
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: HostApiError) => error,
  )

describe('failEndpoint / answerEndpoint', () => {
  it('429: the service error body and Retry-After, for this endpoint only', async () => {
    server.use(failEndpoint('v3.getOnrampQuote', 429))
    const error = await failure(quote())
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterMs: 1000 })
    expect((await client.v3.getAssets()).assets.length).toBeGreaterThan(0)
  })

  it('500 and a network error', async () => {
    server.use(failEndpoint('v3.getAssets', 500))
    expect(await failure(client.v3.getAssets())).toMatchObject({ status: 500, code: 'INTERNAL' })
    server.resetHandlers()
    server.use(failEndpoint('v3.getAssets', 'network-error'))
    expect(await failure(client.v3.getAssets())).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    })
  })

  it('once: only the next call fails, then the sandbox answers again', async () => {
    server.use(failEndpoint('v3.getOnrampQuote', 500, { once: true }))
    expect(await failure(quote())).toMatchObject({ status: 500 })
    expect(Object.keys(await quote()).length).toBeGreaterThan(0)
  })

  it('a custom answer: JSON, a Response, or a function of the request', async () => {
    server.use(answerEndpoint('v3.getCurrencies', []))
    expect(await client.v3.getCurrencies()).toEqual([])
    server.use(
      answerEndpoint('legacy.getCountries', (request) => {
        expect(new URL(request.url).pathname).toBe('/api/host-api/countries')
        return new Response(JSON.stringify([]), { headers: { 'content-type': 'application/json' } })
      }),
    )
    expect(await client.legacy.getCountries()).toEqual([])
  })

  it('only under the given base URL when one is given', async () => {
    server.use(failEndpoint('v3.getAssets', 500, { baseUrl: 'https://other.example/api' }))
    expect((await client.v3.getAssets()).assets.length).toBeGreaterThan(0)
    const under = (url: string) =>
      getResponse(
        [
          answerEndpoint(
            'legacy.getPurchase',
            { id: 'x' },
            { baseUrl: 'https://a.example/p(1)*/' },
          ),
        ],
        new Request(url),
      )
    expect((await under('https://a.example/p(1)*/host-api/purchase/abc?secret=s'))?.status).toBe(
      200,
    )
    expect(await under('https://a.example/p1/host-api/purchase/abc')).toBeUndefined()
    expect(await under('https://a.example/p(1)*/x/host-api/purchase/abc')).toBeUndefined()
    expect(await under('https://a.example/p(1)*/host-api/purchase/abc/def')).toBeUndefined()
    expect(() => failEndpoint('v3.getAssets', 500, { baseUrl: '/api' })).toThrow(TypeError)
  })

  it("by default under any base URL, as rampkitHandlers() answers: a host's own proxy too", async () => {
    const proxied = createHostApiClient({
      baseUrl: 'https://api.example.test/api',
      hostApiKey: 'demo-host-api-key',
      retries: 0,
    })
    server.use(failEndpoint('v3.getAssets', 503))
    expect(await failure(proxied.v3.getAssets())).toMatchObject({ status: 503 })
    const odd = await getResponse(
      [failEndpoint('v3.getAssets', 500)],
      new Request('https://x.example/%FF/host-api/v3/assets'),
    )
    expect(odd?.status).toBe(500)
    await fc.assert(
      fc.asyncProperty(
        fc.webUrl({ withQueryParameters: false, withFragments: false }),
        fc.constantFrom(...Object.keys(HOST_API_ENDPOINTS)) as fc.Arbitrary<HostApiEndpoint>,
        async (base, endpoint) => {
          const [method, path] = HOST_API_ENDPOINTS[endpoint]
          const url = `${base.replace(/\/+$/, '')}${path.replace(':id', 'some-id')}`
          fc.pre(!new URL(url).username && !new URL(url).password)
          const response = await getResponse(
            [failEndpoint(endpoint, 500)],
            new Request(url, { method }),
          )
          expect(response?.status).toBe(500)
        },
      ),
      { numRuns: 80 },
    )
    // 80 generated URLs through MSW: well under a second alone, several on a busy 2-core machine.
  }, 20_000)

  it('refuses an unknown endpoint and a status that is not an error', () => {
    expect(() => failEndpoint('v3.getNothing' as HostApiEndpoint, 500)).toThrow(/v3.getAssets/)
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: 399 }),
          fc.integer({ min: 600 }),
          fc.double({ noInteger: true }),
        ),
        (status) => {
          expect(() => failEndpoint('v3.getAssets', status)).toThrow(TypeError)
        },
      ),
    )
  })
})
