interface Entry {
  promise: Promise<unknown>
  controller: AbortController
  consumers: number
}

// Per scope (a client), the requests in flight by key. A WeakMap so a dropped client takes its
// entries with it; nothing is created at import time beyond this empty map.
const inflight = new WeakMap<object, Map<string, Entry>>()

/**
 * Runs `run` once for every caller asking for the same `key` in `scope` while it is in flight.
 * Each caller's `signal` only detaches that caller (its promise rejects with the signal's
 * reason); the underlying request is aborted when the last caller has left.
 */
export function sharedRequest<T>(
  scope: object,
  key: string,
  run: (options: { signal: AbortSignal }) => Promise<T>,
  signal: AbortSignal,
): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  let byKey = inflight.get(scope)
  if (!byKey) {
    byKey = new Map()
    inflight.set(scope, byKey)
  }
  let entry = byKey.get(key)
  if (!entry) {
    const controller = new AbortController()
    const created: Entry = { controller, consumers: 0, promise: Promise.resolve() }
    const forget = () => {
      if (byKey.get(key) === created) byKey.delete(key)
    }
    // `run` may throw synchronously; that is a rejection like any other.
    created.promise = new Promise<T>((resolve) => resolve(run({ signal: controller.signal })))
    created.promise.then(forget, forget)
    byKey.set(key, created)
    entry = created
  }
  const shared = entry
  shared.consumers += 1

  return new Promise<T>((resolve, reject) => {
    let settled = false
    const onAbort = () => {
      if (settled) return
      settled = true
      shared.consumers -= 1
      if (shared.consumers === 0) {
        if (byKey.get(key) === shared) byKey.delete(key)
        shared.controller.abort(signal.reason)
      }
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
    shared.promise.then(
      (value) => {
        if (settled) return
        settled = true
        signal.removeEventListener('abort', onAbort)
        resolve(value as T)
      },
      (error: unknown) => {
        if (settled) return
        settled = true
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
