import { afterEach, describe, expect, it } from 'vitest'
import { EVM_ADDRESS, postJson } from '../../test/helpers.js'
import { createSandbox, type Sandbox } from '../app.js'
import type { EventHubOptions } from './eventHub.js'

const sandboxes: Sandbox[] = []
afterEach(() => {
  for (const sandbox of sandboxes.splice(0)) sandbox.state.dispose()
})

function sandboxWith(eventStreams: EventHubOptions) {
  const sandbox = createSandbox({
    eventStreams,
    webhookFetch: async () => new Response('{"stored":true}'),
  })
  sandboxes.push(sandbox)
  return sandbox
}

/** Reads the stream until `done` holds for what was read so far. */
async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  done: (text: string) => boolean,
): Promise<string> {
  const decoder = new TextDecoder()
  let text = ''
  while (!done(text)) {
    const chunk = await reader.read()
    if (chunk.done) break
    text += decoder.decode(chunk.value)
  }
  return text
}

describe('GET /sandbox/events', () => {
  it('pushes purchases with their timeline and each delivery attempt, as server-sent events', async () => {
    const sandbox = sandboxWith({})
    const res = await sandbox.fetch('/sandbox/events')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    const reader = res.body!.getReader()
    expect(await readUntil(reader, (t) => t.includes(': connected'))).toContain('retry: 2000')
    await postJson(sandbox, '/sandbox/purchases', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      receiverAddress: EVM_ADDRESS,
      webhookStatusUrl: 'http://localhost:8788/webhooks/purchase?token=q',
    })
    const text = await readUntil(reader, (t) => t.includes('event: delivery'))
    const purchase = /event: purchase\ndata: (.*)\n\n/.exec(text)?.[1]
    expect(JSON.parse(purchase!)).toMatchObject({
      purchase: { status: 'INITIALIZED', purchaseViewToken: '[redacted]' },
      webhookUrl: 'http://localhost:8788/webhooks/purchase',
      timeline: [{ status: 'INITIALIZED' }],
    })
    const delivery = /event: delivery\ndata: (.*)\n\n/.exec(text)?.[1]
    expect(JSON.parse(delivery!)).toMatchObject({
      outcome: 'delivered',
      answerBody: '{"stored":true}',
    })
    expect(text).not.toMatch(/"purchaseViewToken":"(?!\[redacted\])/)
    expect(text).not.toContain('token=q')
    await reader.cancel()
    expect(sandbox.state.events.clients()).toBe(0)
  })

  it('pushes how many calls wait behind a paused destination, as they queue, and on connecting', async () => {
    const sandbox = createSandbox({
      eventStreams: { pausedEveryMs: 10 },
      // The receiver is throttling: every call is answered 503, come back in a minute.
      webhookFetch: async () =>
        new Response('busy', { status: 503, headers: { 'Retry-After': '60' } }),
    })
    sandboxes.push(sandbox)
    const reader = (await sandbox.fetch('/sandbox/events')).body!.getReader()
    await readUntil(reader, (t) => t.includes(': connected'))
    const buy = () =>
      postJson(sandbox, '/sandbox/purchases', {
        cryptoAssetSymbol: 'ETH_ETH',
        fiatCurrency: 'EUR',
        fiatValue: 100,
        receiverAddress: EVM_ADDRESS,
        webhookStatusUrl: 'http://localhost:8788/webhooks/purchase',
      })
    await buy()
    const lastPaused = (text: string) =>
      [...text.matchAll(/event: paused\ndata: (.*)\n\n/g)].map((m) => JSON.parse(m[1]!)).at(-1)
    // The first call is answered 503: the destination pauses, its call waiting to probe it.
    let text = await readUntil(reader, (t) => lastPaused(t)?.[0]?.waiting === 1)
    expect(lastPaused(text)).toEqual([
      { destination: 'http://localhost:8788', waiting: 1, until: expect.any(String) },
    ])
    // Two more purchases: their calls queue behind it, none is sent.
    await buy()
    await buy()
    text = await readUntil(reader, (t) => lastPaused(t)?.[0]?.waiting === 3)
    expect(lastPaused(text)).toMatchObject([{ destination: 'http://localhost:8788', waiting: 3 }])
    expect(sandbox.state.webhooks.attempts()).toHaveLength(1)
    await reader.cancel()
    // A dashboard opened now learns it at once.
    const late = (await sandbox.fetch('/sandbox/events')).body!.getReader()
    const first = await readUntil(late, (t) => t.includes('event: paused'))
    expect(lastPaused(first)).toMatchObject([{ waiting: 3 }])
    await late.cancel()
  })

  it('sends heartbeats, and refuses a stream past maxClients with 429 until one closes', async () => {
    const sandbox = sandboxWith({ maxClients: 2, heartbeatMs: 20 })
    const first = (await sandbox.fetch('/sandbox/events')).body!.getReader()
    const second = await sandbox.fetch('/sandbox/events')
    const third = await sandbox.fetch('/sandbox/events')
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toBe('5')
    expect(((await third.json()) as { code: string }).code).toBe('RATE_LIMITED')
    expect(await readUntil(first, (t) => t.includes(': heartbeat'))).toContain(': heartbeat')
    await second.body!.cancel()
    const again = await sandbox.fetch('/sandbox/events')
    expect(again.status).toBe(200)
    await again.body!.cancel()
    await first.cancel()
    expect(sandbox.state.events.clients()).toBe(0)
  })

  it('drops a client that stops reading, once its backlog passes maxBacklog', async () => {
    const sandbox = sandboxWith({ maxBacklog: 3 })
    const res = await sandbox.fetch('/sandbox/events')
    expect(sandbox.state.events.clients()).toBe(1)
    for (let i = 0; i < 6; i++) await postJson(sandbox, '/sandbox/reset', {})
    expect(sandbox.state.events.clients()).toBe(0)
    await res.body!.cancel()
  })

  it('dispose closes every stream', async () => {
    const sandbox = sandboxWith({})
    const reader = (await sandbox.fetch('/sandbox/events')).body!.getReader()
    sandbox.state.dispose()
    expect(sandbox.state.events.clients()).toBe(0)
    await readUntil(reader, () => false) // ends: the stream was closed
  })
})
