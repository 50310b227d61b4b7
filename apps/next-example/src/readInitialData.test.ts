import { createTestClient, TEST_CONFIG } from '@rampkit/example-shared/testing'
import { describe, expect, it } from 'vitest'
import { readInitialData } from './readInitialData.js'

describe("readInitialData (the page server component's reads)", () => {
  it("reads the sandbox's assets in the currency and its currencies, as plain JSON data", async () => {
    const { client } = createTestClient()
    const initial = await readInitialData(client, 'USD')
    expect(initial.currencyCode).toBe('USD')
    expect(initial.assets).toMatchObject({ status: 'success', data: { currencyCode: 'USD' } })
    expect(initial.currencies.status).toBe('success')
    // It crosses to the client component as props: JSON round trip keeps it whole.
    expect(JSON.parse(JSON.stringify(initial))).toEqual(initial)
    const eth = initial.assets.status === 'success' ? initial.assets.data.assets : []
    expect(eth.some((asset) => asset.chain === 'ETH' && asset.symbol === 'ETH')).toBe(true)
  })

  it('turns failed reads into messages without the key, and never rejects', async () => {
    const { client } = createTestClient(() => async (input) => {
      const url = String(input)
      return url.includes('/currencies')
        ? Response.json({ code: 'DOWN', message: 'Down for maintenance' }, { status: 503 })
        : Promise.reject(new TypeError('fetch failed'))
    })
    const initial = await readInitialData(client, 'EUR')
    expect(initial.assets.status).toBe('error')
    expect(initial.currencies.status).toBe('error')
    const text = JSON.stringify(initial)
    expect(text).not.toContain(TEST_CONFIG.hostApiKey)
    expect(JSON.parse(text)).toEqual(initial)
  })

  it('gives up when the signal aborts (a server render never hangs on a dead API)', async () => {
    const { client } = createTestClient(
      () => (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    )
    const initial = await readInitialData(client, 'EUR', AbortSignal.timeout(50))
    expect(initial.assets.status).toBe('error')
    expect(initial.currencies.status).toBe('error')
  })
})
