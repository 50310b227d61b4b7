import { createHostApiClient, type HostApiClient } from '@rampkit/core'
import { validateHostApiResponse } from '@rampkit/core/schemas'
import { DEMO_HOST_API_KEY, type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CreateRecord, createOverHttp, itCallsEveryMethod } from './allMethods.js'

// The client against the sandbox over real HTTP on loopback, with the global fetch.

describe('client ↔ sandbox over HTTP', () => {
  let server: StartedSandbox
  let context: { client: HostApiClient; create: CreateRecord }

  beforeAll(async () => {
    server = await startSandbox({ port: 0, rateLimit: 0 })
    context = {
      client: createHostApiClient({
        baseUrl: server.apiUrl,
        hostApiKey: DEMO_HOST_API_KEY,
        validate: validateHostApiResponse,
      }),
      create: createOverHttp(server.url),
    }
  })

  afterAll(async () => {
    await server?.close()
  })

  itCallsEveryMethod(() => context)

  it('a caller abort cancels the HTTP request at once', async () => {
    const controller = new AbortController()
    const pending = context.client.v3.getAssets({}, { signal: controller.signal })
    controller.abort(new Error('navigated away'))
    await expect(pending).rejects.toThrow('navigated away')
  })

  it('a closed port is NETWORK_ERROR after the retries', async () => {
    const closed = await startSandbox({ port: 0 })
    const url = closed.apiUrl
    await closed.close()
    const waits: number[] = []
    const client = createHostApiClient({
      baseUrl: url,
      retries: 2,
      sleep: async (ms) => {
        waits.push(ms)
      },
    })
    const error = await client.v3.getAssets().catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'HostApiError', status: 0, code: 'NETWORK_ERROR' })
    expect(waits).toHaveLength(2)
  })

  it('a server slower than timeoutMs is TIMEOUT, and each attempt is cut', async () => {
    let attempts = 0
    const client = createHostApiClient({
      baseUrl: server.apiUrl,
      timeoutMs: 20,
      retries: 1,
      sleep: async () => {},
      // A slow network in front of the real one: 200 ms before the request leaves.
      fetch: async (input, init) => {
        attempts++
        await new Promise((resolve) => setTimeout(resolve, 200))
        return fetch(input, init)
      },
    })
    const started = performance.now()
    const error = await client.v3.getAssets().catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' })
    expect(attempts).toBe(2)
    expect(performance.now() - started).toBeLessThan(200)
  })
})
