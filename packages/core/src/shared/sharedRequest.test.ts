import { describe, expect, it, vi } from 'vitest'
import { sharedRequest } from './sharedRequest.js'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('sharedRequest', () => {
  it('runs once for callers asking the same key in the same scope', async () => {
    const scope = {}
    const d = deferred<string>()
    const run = vi.fn(() => d.promise)
    const a = sharedRequest(scope, 'k', run, new AbortController().signal)
    const b = sharedRequest(scope, 'k', run, new AbortController().signal)
    const other = sharedRequest({}, 'k', run, new AbortController().signal)
    expect(run).toHaveBeenCalledTimes(2) // a and b share; another scope does not
    d.resolve('ok')
    await expect(Promise.all([a, b, other])).resolves.toEqual(['ok', 'ok', 'ok'])
  })

  it('runs again once the earlier request settled', async () => {
    const scope = {}
    const run = vi.fn(async () => 'ok')
    await sharedRequest(scope, 'k', run, new AbortController().signal)
    await sharedRequest(scope, 'k', run, new AbortController().signal)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('detaches an aborting caller and aborts the request when the last one leaves', async () => {
    const scope = {}
    let inner: AbortSignal | undefined
    const run = vi.fn(({ signal }: { signal: AbortSignal }) => {
      inner = signal
      return new Promise<string>(() => {})
    })
    const ca = new AbortController()
    const cb = new AbortController()
    const a = sharedRequest(scope, 'k', run, ca.signal)
    const b = sharedRequest(scope, 'k', run, cb.signal)
    ca.abort(new Error('a left'))
    await expect(a).rejects.toThrow('a left')
    expect(inner?.aborted).toBe(false)
    cb.abort(new Error('b left'))
    await expect(b).rejects.toThrow('b left')
    expect(inner?.aborted).toBe(true)
    // A new caller after everyone left starts afresh.
    void sharedRequest(scope, 'k', run, new AbortController().signal)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('rejects every caller with the request error, and a synchronous throw too', async () => {
    const scope = {}
    const d = deferred<string>()
    const a = sharedRequest(scope, 'k', () => d.promise, new AbortController().signal)
    const b = sharedRequest(scope, 'k', () => d.promise, new AbortController().signal)
    d.reject(new Error('down'))
    await expect(a).rejects.toThrow('down')
    await expect(b).rejects.toThrow('down')
    const thrown = sharedRequest(
      scope,
      'j',
      () => {
        throw new Error('sync')
      },
      new AbortController().signal,
    )
    await expect(thrown).rejects.toThrow('sync')
  })

  it('refuses an already aborted signal without running', async () => {
    const controller = new AbortController()
    controller.abort(new Error('early'))
    const run = vi.fn(async () => 'ok')
    await expect(sharedRequest({}, 'k', run, controller.signal)).rejects.toThrow('early')
    expect(run).not.toHaveBeenCalled()
  })
})
