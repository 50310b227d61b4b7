import { createHostApiClient } from '@rampkit/core'
import { answerEndpoint, failEndpoint, rampkitHandlers } from '@rampkit/testing'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readInitialData } from './readInitialData.js'

// The page's server component reads with the global fetch (app/page.tsx): MSW answers it from
// @rampkit/testing's in-process sandbox, under the served sandbox's URL the page uses by default.
const API_URL = 'http://127.0.0.1:8787/api'
const handlers = rampkitHandlers()
const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => {
  server.close()
  handlers.sandbox.dispose()
})

/** A client as the page makes it, without retries (a failure is reported at once). */
const pageClient = () =>
  createHostApiClient({ baseUrl: API_URL, hostApiKey: handlers.sandbox.hostApiKey, retries: 0 })

describe("readInitialData (the page server component's reads)", () => {
  it("reads the sandbox's assets in the currency and its currencies, as plain JSON data", async () => {
    const initial = await readInitialData(pageClient(), 'USD')
    expect(initial.currencyCode).toBe('USD')
    expect(initial.assets).toMatchObject({ status: 'success', data: { currencyCode: 'USD' } })
    expect(initial.currencies.status).toBe('success')
    // It crosses to the client component as props: JSON round trip keeps it whole.
    expect(JSON.parse(JSON.stringify(initial))).toEqual(initial)
    const eth = initial.assets.status === 'success' ? initial.assets.data.assets : []
    expect(eth.some((asset) => asset.chain === 'ETH' && asset.symbol === 'ETH')).toBe(true)
  })

  it('turns failed reads into messages without the key, and never rejects', async () => {
    server.use(failEndpoint('v3.getCurrencies', 503), failEndpoint('v3.getAssets', 'network-error'))
    const initial = await readInitialData(pageClient(), 'EUR')
    expect(initial.assets.status).toBe('error')
    expect(initial.currencies.status).toBe('error')
    const text = JSON.stringify(initial)
    expect(text).not.toContain(handlers.sandbox.hostApiKey)
    expect(JSON.parse(text)).toEqual(initial)
  })

  it('gives up when the signal aborts (a server render never hangs on a dead API)', async () => {
    // An API that never answers: each request waits until its caller gives up.
    const never = (request: Request) =>
      new Promise<Response>((resolve) =>
        request.signal.addEventListener('abort', () => resolve(Response.error())),
      )
    server.use(answerEndpoint('v3.getAssets', never), answerEndpoint('v3.getCurrencies', never))
    const initial = await readInitialData(pageClient(), 'EUR', AbortSignal.timeout(50))
    expect(initial.assets.status).toBe('error')
    expect(initial.currencies.status).toBe('error')
  })
})
