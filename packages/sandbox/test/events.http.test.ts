import { describe, expect, it } from 'vitest'
import { startSandbox } from '../src/server.js'
import { until } from './helpers.js'

// The dashboard's event stream over a real socket: a browser that goes away is cleaned up, and
// close() ends open streams instead of waiting on them.

describe('GET /sandbox/events over HTTP', () => {
  it('a client that disconnects is cleaned up; close() ends the streams still open', async () => {
    const server = await startSandbox({ port: 0, eventStreams: { heartbeatMs: 50 } })
    const hub = server.sandbox.state.events
    const leaving = new AbortController()
    const first = await fetch(`${server.url}/sandbox/events`, { signal: leaving.signal })
    expect(first.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    const staying = await fetch(`${server.url}/sandbox/events`)
    await until(() => hub.clients() === 2)
    leaving.abort()
    await first.body?.cancel().catch(() => {})
    await until(() => hub.clients() === 1)
    const reader = staying.body!.getReader()
    const heartbeat = await reader.read()
    expect(new TextDecoder().decode(heartbeat.value)).toContain(':')
    const closed = server.close()
    await closed
    expect(hub.clients()).toBe(0)
  })
})
