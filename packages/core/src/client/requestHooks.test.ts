import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HostApiClientOptions } from './createHostApiClient.js'
import type { HostApiRequestEvent, HostApiResponseEvent } from './requestHooks.js'
import { hostAssetsConfig, onrampQuote, purchase } from './testing/fixtures.js'
import { json, type Step, text } from './testing/scriptedFetch.js'
import { testClient } from './testing/testClient.js'

// onRequest / onResponse through the public client: one pair per attempt, paths masked.

const KEY = 'sk_live_K3Y/with+odd=chars&more'
const SECRET = 'view token/with&odd=chars'
const quoteBody = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }

type Seen = ['request', HostApiRequestEvent] | ['response', HostApiResponseEvent]

function setup(steps: Step[], options: Partial<HostApiClientOptions> = {}) {
  const seen: Seen[] = []
  const { client, calls, waits } = testClient(steps, {
    hostApiKey: KEY,
    onRequest: (event) => seen.push(['request', event]),
    onResponse: (event) => seen.push(['response', event]),
    ...options,
  })
  const responses = () =>
    seen.flatMap(([kind, event]) => (kind === 'response' ? [event as HostApiResponseEvent] : []))
  return { client, seen, responses, calls, waits }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('request hooks', () => {
  it('a success: onRequest before the call, onResponse with its status and duration', async () => {
    const { client, seen, calls } = setup([json(hostAssetsConfig)])
    await client.v3.getAssets({ currencyCode: 'USD' })
    expect(calls).toHaveLength(1)
    const path = '/host-api/v3/assets?hostApiKey=***&currencyCode=USD'
    expect(seen).toEqual([
      ['request', { method: 'GET', path, attempt: 0 }],
      [
        'response',
        { method: 'GET', path, attempt: 0, status: 200, durationMs: expect.any(Number) },
      ],
    ])
    const [, response] = seen[1] as ['response', HostApiResponseEvent]
    expect(response.durationMs).toBeGreaterThanOrEqual(0)
    expect(response).not.toHaveProperty('code', expect.anything())
    expect(response).not.toHaveProperty('retryInMs', expect.anything())
  })

  it('each retry is an attempt of its own: code, status and the wait before the next', async () => {
    const { client, seen, waits } = setup([
      json({ code: 'DOWN' }, 503),
      text('Bad gateway', 502),
      json(onrampQuote),
    ])
    await client.v3.getOnrampQuote(quoteBody)
    const path = '/host-api/v3/onramp/quote/all?hostApiKey=***'
    expect(seen.map(([kind, { attempt }]) => `${kind} ${attempt}`)).toEqual([
      'request 0',
      'response 0',
      'request 1',
      'response 1',
      'request 2',
      'response 2',
    ])
    expect(seen.filter(([kind]) => kind === 'response').map(([, event]) => event)).toEqual([
      {
        method: 'POST',
        path,
        attempt: 0,
        status: 503,
        code: 'DOWN',
        durationMs: expect.any(Number),
        retryInMs: 187.5,
      },
      {
        method: 'POST',
        path,
        attempt: 1,
        status: 502,
        code: 'HTTP_502',
        durationMs: expect.any(Number),
        retryInMs: 375,
      },
      { method: 'POST', path, attempt: 2, status: 200, durationMs: expect.any(Number) },
    ])
    expect(waits).toEqual([187.5, 375])
  })

  it('the last attempt and an error never retried carry no retryInMs', async () => {
    const retriesUsed = setup([json({ code: 'DOWN' }, 503)], { retries: 1 })
    await expect(retriesUsed.client.v3.getCurrencies()).rejects.toMatchObject({ code: 'DOWN' })
    expect(retriesUsed.responses().map((event) => event.retryInMs)).toEqual([187.5, undefined])

    const refused = setup([json({ code: 'UNKNOWN_ASSET' }, 400)])
    await expect(refused.client.v3.getOnrampQuote(quoteBody)).rejects.toThrow()
    expect(refused.responses()).toEqual([
      expect.objectContaining({ status: 400, code: 'UNKNOWN_ASSET', retryInMs: undefined }),
    ])

    // A Retry-After beyond what the client waits out: no retry, so no retryInMs.
    const tooLong = setup([json({ code: 'SLOW_DOWN' }, 429, { 'retry-after': '60' })])
    await expect(tooLong.client.v3.getAssets()).rejects.toMatchObject({ retryAfterMs: 60_000 })
    expect(tooLong.responses()).toEqual([
      expect.objectContaining({ status: 429, code: 'SLOW_DOWN', retryInMs: undefined }),
    ])
  })

  it('an attempt without an answer: status 0 and NETWORK_ERROR or TIMEOUT', async () => {
    const { client, responses } = setup([new TypeError('fetch failed'), 'deaf', json([])], {
      timeoutMs: 20,
    })
    await client.v3.getCurrencies()
    expect(responses()).toEqual([
      expect.objectContaining({ attempt: 0, status: 0, code: 'NETWORK_ERROR', retryInMs: 187.5 }),
      expect.objectContaining({ attempt: 1, status: 0, code: 'TIMEOUT', retryInMs: 375 }),
      expect.objectContaining({ attempt: 2, status: 200 }),
    ])
    expect(responses()[1]?.durationMs).toBeGreaterThanOrEqual(15)
  })

  it('an abort by the caller ends the attempt with code ABORTED: every onRequest has its onResponse', async () => {
    const { client, seen } = setup(['hang'])
    const controller = new AbortController()
    const pending = client.v3.getCurrencies(undefined, { signal: controller.signal })
    controller.abort(new Error('user left'))
    await expect(pending).rejects.toThrow('user left')
    expect(seen).toEqual([
      ['request', expect.objectContaining({ attempt: 0 })],
      ['response', expect.objectContaining({ attempt: 0, status: 0, code: 'ABORTED' })],
    ])
  })

  it('something else thrown (a validator bug) ends the attempt with code ERROR', async () => {
    const bug = new RangeError('validator bug')
    const { client, responses } = setup([json([])], {
      validate: () => {
        throw bug
      },
    })
    await expect(client.v3.getCurrencies()).rejects.toBe(bug)
    expect(responses()).toEqual([expect.objectContaining({ status: 0, code: 'ERROR' })])
  })

  it('a request refused before sending (INVALID_REQUEST) calls no hook', async () => {
    const { client, seen, calls } = setup([json(onrampQuote)])
    await expect(
      // Neither amount: a JavaScript caller's mistake.
      client.v3.getOnrampQuote({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR' } as never),
    ).rejects.toMatchObject({ code: 'INVALID_REQUEST' })
    expect(calls).toHaveLength(0)
    expect(seen).toEqual([])
  })

  it('masks hostApiKey and secret in the path by name, keeping every other value', async () => {
    const { client, seen, calls } = setup([json(purchase)])
    await client.legacy.getPurchase('purchase 1/2', SECRET)
    expect(calls[0]?.url).toBe(
      `https://legacy.test/api/host-api/purchase/purchase%201%2F2?secret=${new URLSearchParams({ s: SECRET }).toString().slice(2)}`,
    )
    expect(seen[0]).toEqual([
      'request',
      { method: 'GET', path: '/host-api/purchase/purchase%201%2F2?secret=***', attempt: 0 },
    ])
    expect(JSON.stringify(seen)).not.toContain('view')
  })

  it('a hook that throws breaks nothing: the request goes on and the error is reported', async () => {
    const reported: unknown[] = []
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error))
    const requestBug = new Error('onRequest bug')
    const responseBug = new Error('onResponse bug')
    const { client, calls } = setup([json({ code: 'DOWN' }, 503), json([])], {
      onRequest: () => {
        throw requestBug
      },
      onResponse: () => {
        throw responseBug
      },
    })
    await expect(client.v3.getCurrencies()).resolves.toEqual([])
    expect(calls).toHaveLength(2)
    expect(reported).toEqual([requestBug, responseBug, requestBug, responseBug])
  })

  it('without hooks, requests run as before', async () => {
    const { client, seen } = setup([json([])], { onRequest: undefined, onResponse: undefined })
    await expect(client.v3.getCurrencies()).resolves.toEqual([])
    expect(seen).toEqual([])
  })

  it.each(['production', 'development'])('behave the same in the %s build', async (mode) => {
    vi.stubEnv('NODE_ENV', mode)
    const { client, seen } = setup([json([])])
    await client.v3.getCurrencies()
    expect(seen.map(([kind]) => kind)).toEqual(['request', 'response'])
  })
})
