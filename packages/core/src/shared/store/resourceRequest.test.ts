import { describe, expect, it, vi } from 'vitest'
import { createResourceRequest, type PreparedRequest, toError } from './resourceRequest.js'

interface Call {
  key: string
  signal: AbortSignal
  resolve(value: string): void
  reject(error: unknown): void
}

// Requests that stay pending until the test settles them; `ignoreAbort` plays a server whose
// answer arrives anyway.
function requests(options: { ignoreAbort?: boolean } = {}) {
  const calls: Call[] = []
  const prepared = (key: string): PreparedRequest<string> => ({
    key,
    run: ({ signal }) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ key, signal, resolve, reject })
        if (!options.ignoreAbort) signal.addEventListener('abort', () => reject(signal.reason))
      }),
  })
  return { calls, prepared }
}

function recorder() {
  const events: string[] = []
  return {
    events,
    onSend: () => events.push('send'),
    onSuccess: (data: string, key: string) => events.push(`success ${key} ${data}`),
    onError: (error: Error, key: string) => events.push(`error ${key} ${error.message}`),
  }
}

describe('createResourceRequest', () => {
  it('reports onSend before the request runs, then its answer with its key', async () => {
    const { calls, prepared } = requests()
    const events = recorder()
    const request = createResourceRequest<string>({}, events)
    const settled = request.send(prepared('a'))
    expect(events.events).toEqual(['send'])
    expect(request.inFlightKey()).toBe('a')
    calls[0]!.resolve('A')
    await settled
    expect(events.events).toEqual(['send', 'success a A'])
    expect(request.inFlightKey()).toBeNull()
  })

  it('joins the request in flight with the same key', async () => {
    const { calls, prepared } = requests()
    const events = recorder()
    const request = createResourceRequest<string>({}, events)
    const first = request.send(prepared('a'))
    const second = request.send(prepared('a'))
    expect(second).toBe(first)
    expect(calls).toHaveLength(1)
    calls[0]!.resolve('A')
    await second
    expect(events.events).toEqual(['send', 'success a A'])
  })

  it('aborts a request a new key supersedes; nothing of it is reported', async () => {
    const { calls, prepared } = requests({ ignoreAbort: true })
    const events = recorder()
    const request = createResourceRequest<string>({}, events)
    const old = request.send(prepared('a'))
    const fresh = request.send(prepared('b'))
    expect(calls[0]!.signal.aborted).toBe(true)
    calls[1]!.resolve('B')
    await fresh
    calls[0]!.resolve('A') // the server answered anyway
    await old
    expect(events.events).toEqual(['send', 'send', 'success b B'])
  })

  it('abort() drops the answer on its way and leaves nothing in flight', async () => {
    const { calls, prepared } = requests({ ignoreAbort: true })
    const events = recorder()
    const request = createResourceRequest<string>({}, events)
    const settled = request.send(prepared('a'))
    request.abort()
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(request.inFlightKey()).toBeNull()
    calls[0]!.resolve('A')
    await settled
    expect(events.events).toEqual(['send'])
    request.abort() // nothing in flight: nothing to do
  })

  it('reports a failure as an Error and never rejects', async () => {
    const { calls, prepared } = requests()
    const events = recorder()
    const request = createResourceRequest<string>({}, events)
    const failing = request.send(prepared('a'))
    calls[0]!.reject(new Error('down'))
    await expect(failing).resolves.toBeUndefined()
    const odd = request.send(prepared('b'))
    calls[1]!.reject('boom')
    await odd
    expect(events.events).toEqual([
      'send',
      'error a down',
      'send',
      'error b Request failed with a value that is not an Error',
    ])
  })

  it('makes no request when onSend aborts it', async () => {
    const { calls, prepared } = requests()
    const onSuccess = vi.fn()
    const onError = vi.fn()
    const request = createResourceRequest<string>(
      {},
      {
        onSend: () => request.abort(),
        onSuccess,
        onError,
      },
    )
    await request.send(prepared('a'))
    expect(calls).toHaveLength(0)
    expect(onSuccess).not.toHaveBeenCalled()
    expect(onError).not.toHaveBeenCalled()
  })

  it('shares equal requests of a scope; one store leaving keeps it for the other', async () => {
    const { calls, prepared } = requests()
    const scope = {}
    const a = recorder()
    const b = recorder()
    const requestA = createResourceRequest<string>(scope, a)
    const requestB = createResourceRequest<string>(scope, b)
    void requestA.send(prepared('k'))
    const settledB = requestB.send(prepared('k'))
    createResourceRequest<string>({}, recorder()).send(prepared('k')) // another scope
    expect(calls).toHaveLength(2)
    requestA.abort()
    expect(calls[0]!.signal.aborted).toBe(false)
    calls[0]!.resolve('K')
    await settledB
    expect(a.events).toEqual(['send'])
    expect(b.events).toEqual(['send', 'success k K'])
  })
})

describe('toError', () => {
  it('keeps an Error and wraps anything else as its cause', () => {
    const error = new TypeError('bad')
    expect(toError(error)).toBe(error)
    expect(toError('boom')).toMatchObject({ cause: 'boom' })
    expect(toError(undefined)).toBeInstanceOf(Error)
  })
})
