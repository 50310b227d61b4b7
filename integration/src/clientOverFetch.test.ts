import { createHostApiClient, type HostApiClient } from '@rampkit/core'
import { validateHostApiResponse } from '@rampkit/core/schemas'
import { createSandbox, DEMO_HOST_API_KEY } from '@rampkit/sandbox'
import { describe, expect, it } from 'vitest'
import { type CreateRecord, itCallsEveryMethod } from './allMethods.js'

// The client against the sandbox in-process, through its `fetch` (no socket).

function setup(options: Parameters<typeof createSandbox>[0] = { rateLimit: 0 }) {
  const sandbox = createSandbox(options)
  const client = createHostApiClient({
    baseUrl: 'http://localhost/api',
    hostApiKey: DEMO_HOST_API_KEY,
    fetch: sandbox.fetch as typeof fetch,
    validate: validateHostApiResponse,
  })
  const create: CreateRecord = async (kind, body) => {
    const response = await sandbox.fetch(`/sandbox/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (response.status !== 201)
      throw new Error(`control API: ${response.status} ${await response.text()}`)
    return response.json() as Promise<{ id: string; purchaseViewToken: string }>
  }
  return { sandbox, client, create }
}

describe('client ↔ sandbox through fetch', () => {
  const context: { client: HostApiClient; create: CreateRecord } = setup()
  itCallsEveryMethod(() => context)

  it('a key the sandbox does not know is its 403, not retried', async () => {
    const { sandbox } = setup()
    let calls = 0
    const client = createHostApiClient({
      baseUrl: 'http://localhost/api',
      hostApiKey: 'not-a-key',
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        calls++
        return sandbox.fetch(input as string, init)
      }) as typeof fetch,
    })
    const error = await client.v3
      .getOnrampQuote({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 50 })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 403, code: 'UNKNOWN_API_KEY' })
    expect((error as Error).message).not.toContain('not-a-key')
    expect(calls).toBe(1)
  })

  it('429 from the rate limiter: waits Retry-After, then succeeds', async () => {
    let clock = 1_000_000
    const sandbox = createSandbox({ rateLimit: 1, now: () => clock })
    const waits: number[] = []
    const client = createHostApiClient({
      baseUrl: 'http://localhost/api',
      fetch: sandbox.fetch as typeof fetch,
      // The sandbox's clock moves only when the client waits: deterministic, and instant.
      sleep: async (ms) => {
        waits.push(ms)
        clock += ms
      },
    })
    await client.v3.getCurrencies()
    await expect(client.v3.getCurrencies()).resolves.toBeInstanceOf(Array)
    expect(waits).toEqual([1000])
  })

  it('429 with retries exhausted reports retryAfterMs', async () => {
    const sandbox = createSandbox({ rateLimit: 1, now: () => 5_000_000 })
    const client = createHostApiClient({
      baseUrl: 'http://localhost/api',
      fetch: sandbox.fetch as typeof fetch,
      retries: 0,
    })
    await client.v3.getCurrencies()
    await expect(client.v3.getCurrencies()).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterMs: 1000,
    })
  })
})
