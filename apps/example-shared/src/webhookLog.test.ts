import { afterEach, describe, expect, it, vi } from 'vitest'
import { readWebhookLog } from './webhookLog.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const URL = 'http://127.0.0.1:8788/webhooks'
const signal = () => new AbortController().signal
const unreachable = { status: 'error', message: `The webhook receiver at ${URL} is not reachable.` }

describe('readWebhookLog', () => {
  it('reads the ten newest calls', async () => {
    const calls = [
      { kind: 'purchase', type: 'CREATED', id: 'p1', status: 'INITIALIZED', receivedAt: 'now' },
    ]
    const fetch = vi.fn(async () => Response.json(calls))
    vi.stubGlobal('fetch', fetch)
    expect(await readWebhookLog(URL, signal())).toEqual({ status: 'success', data: calls })
    expect(fetch).toHaveBeenCalledWith(`${URL}?limit=10`, expect.anything())
  })

  it.each([
    ['an HTTP error', async () => new Response('nope', { status: 500 })],
    ['a body that is not a list', async () => Response.json({ calls: [] })],
    ['a body that is not JSON', async () => new Response('<html>')],
    [
      'a network failure',
      async () => {
        throw new TypeError('fetch failed')
      },
    ],
  ])('says the receiver is not reachable on %s', async (_, answer) => {
    vi.stubGlobal('fetch', answer)
    expect(await readWebhookLog(URL, signal())).toEqual(unreachable)
  })

  it('passes the signal on', async () => {
    const controller = new AbortController()
    vi.stubGlobal('fetch', async (_: string, init: RequestInit) => {
      expect(init.signal).toBe(controller.signal)
      return Response.json([])
    })
    await readWebhookLog(URL, controller.signal)
  })
})
