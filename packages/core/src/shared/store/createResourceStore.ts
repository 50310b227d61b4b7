import { sharedRequest } from '../sharedRequest.js'
import { stableKey } from '../stableKey.js'
import { checkDelay } from './checkDelay.js'

/**
 * What a store holds. `data` always belongs to `params`: an answer to older params is dropped.
 * `isFetching` is true while a request is in flight (the first one or a refresh).
 */
export type ResourceSnapshot<P, D> =
  | {
      status: 'idle'
      params: null
      data?: undefined
      error?: undefined
      updatedAt?: undefined
      isFetching: false
    }
  | {
      status: 'loading'
      params: P
      data?: undefined
      error?: undefined
      updatedAt?: undefined
      isFetching: boolean
    }
  | {
      status: 'success'
      params: P
      data: D
      error?: undefined
      updatedAt: number
      isFetching: boolean
    }
  | { status: 'error'; params: P; data?: D; error: Error; updatedAt?: number; isFetching: boolean }

/** A framework-free store with the `subscribe` / `getSnapshot` pair of `useSyncExternalStore`. */
export interface ResourceStore<P, D> {
  /** New params (compared by value) are fetched after the debounce; `null` goes back to idle. */
  setParams(params: P | null): void
  /** The same object until something changes. */
  getSnapshot(): ResourceSnapshot<P, D>
  /** Listening keeps the data fresh (interval refresh); the last listener leaving stops it. */
  subscribe(listener: () => void): () => void
  /** Fetches the current params now; resolves when that request has settled. Never rejects. */
  refresh(): Promise<void>
  /** Aborts the request in flight, stops every timer and drops every listener. */
  destroy(): void
}

/** A request ready to send: equal keys are the same request (shared while in flight). */
export interface PreparedRequest<D> {
  key: string
  run: (options: { signal: AbortSignal }) => Promise<D>
}

export interface ResourceStoreOptions<P, D> {
  /** Turns params into a request, or returns the Error to report without any request. */
  prepare: (params: P) => PreparedRequest<D> | Error
  /** Requests with equal keys in this scope (usually the client) are shared while in flight. */
  scope?: object
  /** Quiet time after the last `setParams` before the request goes out. Default 0. */
  debounceMs?: number
  /** Refresh period while someone listens; 0 turns it off. Default 0. */
  refreshIntervalMs?: number
  /** Params the store starts with; fetched on the first `subscribe`, `setParams` or `refresh`. */
  initialParams?: P | null
  /**
   * The answer to `initialParams` that the host already has (say, read by a server component):
   * the store starts in `success` with it and asks again only on `refresh` or the refresh
   * interval, so a hydrating page neither flashes a spinner nor repeats the server's request.
   */
  initialData?: D
  /** When `initialData` was read (ms since the epoch), for the refresh interval. Default: now. */
  initialDataUpdatedAt?: number
}

const IDLE = Object.freeze({ status: 'idle', params: null, isFetching: false } as const)

export function createResourceStore<P, D>(
  options: ResourceStoreOptions<P, D>,
): ResourceStore<P, D> {
  const { prepare } = options
  if (typeof prepare !== 'function')
    throw new TypeError('createResourceStore: prepare must be a function')
  const debounceMs = checkDelay('debounceMs', options.debounceMs, 0)
  const refreshIntervalMs = checkDelay('refreshIntervalMs', options.refreshIntervalMs, 0)
  const scope = options.scope ?? {}

  type Snapshot = ResourceSnapshot<P, D>
  type Inflight = { key: string; controller: AbortController; done: Promise<void> }

  const listeners = new Set<() => void>()
  let snapshot: Snapshot = IDLE
  let paramsKey: string | null = null
  let request: PreparedRequest<D> | null = null
  // The request key that snapshot.data answers, and when that request last settled.
  let dataKey: string | undefined
  let settledAt: number | undefined
  let inflight: Inflight | null = null
  // Params are known but their request was never started or was cut short by the last
  // listener leaving: it is sent on the next subscribe, setParams of the same params or refresh.
  let owed = false
  let debounceTimer: ReturnType<typeof setTimeout> | undefined
  let refreshTimer: ReturnType<typeof setTimeout> | undefined
  let destroyed = false
  let starting = false

  function emit(next: Snapshot): void {
    snapshot = next
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch (error) {
        // One failing listener must not starve the others; report it outside the store.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  function clearDebounce(): void {
    clearTimeout(debounceTimer)
    debounceTimer = undefined
  }

  function clearRefresh(): void {
    clearTimeout(refreshTimer)
    refreshTimer = undefined
  }

  function abortInflight(): void {
    if (!inflight) return
    inflight.controller.abort()
    inflight = null
  }

  function schedule(delay: number): void {
    clearDebounce()
    clearRefresh()
    owed = false
    debounceTimer = setTimeout(() => {
      debounceTimer = undefined
      void fetchNow()
    }, delay)
  }

  function scheduleRefresh(): void {
    clearRefresh()
    if (destroyed || refreshIntervalMs === 0 || listeners.size === 0) return
    if (!request || inflight || debounceTimer !== undefined || settledAt === undefined) return
    if (snapshot.status === 'error' && !isWorthRetrying(snapshot.error)) return
    const delay = Math.max(0, settledAt + refreshIntervalMs - Date.now())
    refreshTimer = setTimeout(() => {
      refreshTimer = undefined
      void fetchNow()
    }, delay)
  }

  function fetchNow(): Promise<void> {
    clearDebounce()
    clearRefresh()
    owed = false
    if (destroyed || !request) return Promise.resolve()
    if (inflight && inflight.key === request.key) return inflight.done
    abortInflight()

    const { key, run } = request
    const controller = new AbortController()
    const current: Inflight = { key, controller, done: Promise.resolve() }
    inflight = current
    if (!snapshot.isFetching) emit({ ...snapshot, isFetching: true } as Snapshot)

    current.done = sharedRequest(scope, key, run, controller.signal).then(
      (data) => {
        if (inflight !== current) return
        inflight = null
        dataKey = key
        settledAt = Date.now()
        const params = snapshot.params as P
        emit({ status: 'success', params, data, updatedAt: settledAt, isFetching: false })
        scheduleRefresh()
      },
      (cause: unknown) => {
        // Superseded, aborted or destroyed: the answer no longer belongs to the params.
        if (inflight !== current) return
        inflight = null
        settledAt = Date.now()
        // Errors keep the last good data of these same params.
        const data = dataKey === key ? snapshot.data : undefined
        const updatedAt = dataKey === key ? snapshot.updatedAt : undefined
        const params = snapshot.params as P
        const error = toError(cause)
        emit(
          data === undefined
            ? { status: 'error', params, error, isFetching: false }
            : { status: 'error', params, error, data, updatedAt, isFetching: false },
        )
        scheduleRefresh()
      },
    )
    return current.done
  }

  function setParams(params: P | null): void {
    if (destroyed) return
    if (params === null || params === undefined) {
      clearDebounce()
      clearRefresh()
      abortInflight()
      paramsKey = null
      request = null
      dataKey = undefined
      settledAt = undefined
      owed = false
      if (snapshot !== IDLE) emit(IDLE)
      return
    }

    const key = keyOf(params)
    if (key === paramsKey) {
      if (owed) schedule(0)
      return
    }
    paramsKey = key
    owed = false
    clearDebounce()

    const prepared = tryPrepare(prepare, params)
    if (prepared instanceof Error) {
      clearRefresh()
      abortInflight()
      request = null
      dataKey = undefined
      settledAt = undefined
      emit({ status: 'error', params, error: prepared, isFetching: false })
      return
    }

    request = prepared
    if (inflight && inflight.key !== prepared.key) abortInflight()
    if (prepared.key === dataKey) {
      // Same request as the data shown (say, only the limits changed): keep data and timers.
      emit({ ...snapshot, params } as Snapshot)
      return
    }
    dataKey = undefined
    settledAt = undefined
    clearRefresh()
    emit({ status: 'loading', params, isFetching: inflight !== null })
    if (inflight) return
    if (starting) owed = true
    else schedule(debounceMs)
  }

  function subscribe(listener: () => void): () => void {
    if (destroyed || typeof listener !== 'function') return () => {}
    // Wrapped so the same function subscribed twice is two subscriptions, as in React.
    const entry = () => listener()
    listeners.add(entry)
    if (listeners.size === 1) {
      if (owed) schedule(0)
      else scheduleRefresh()
    }
    let active = true
    return () => {
      if (!active) return
      active = false
      listeners.delete(entry)
      if (listeners.size > 0 || destroyed) return
      clearRefresh()
      // Nobody is left to see the answer: stop, and send it again when someone comes back.
      if (debounceTimer !== undefined || inflight) {
        clearDebounce()
        abortInflight()
        owed = true
        if (snapshot.isFetching) snapshot = { ...snapshot, isFetching: false } as Snapshot
      }
    }
  }

  function refresh(): Promise<void> {
    return fetchNow()
  }

  function destroy(): void {
    if (destroyed) return
    destroyed = true
    clearDebounce()
    clearRefresh()
    abortInflight()
    listeners.clear()
    if (snapshot.isFetching) snapshot = { ...snapshot, isFetching: false } as Snapshot
  }

  if (options.initialParams !== undefined && options.initialParams !== null) {
    // Computes the first snapshot only: a store must start nothing until it is used (a
    // component may create one during render and throw it away).
    starting = true
    setParams(options.initialParams)
    starting = false
    // setParams changed them; the compiler's narrowing from their declarations does not see it.
    const started = snapshot as Snapshot
    const prepared = request as PreparedRequest<D> | null
    if (options.initialData !== undefined && prepared && started.status === 'loading') {
      owed = false
      dataKey = prepared.key
      settledAt = checkTimestamp(options.initialDataUpdatedAt)
      snapshot = {
        status: 'success',
        params: started.params,
        data: options.initialData,
        updatedAt: settledAt,
        isFetching: false,
      }
    }
  }

  return { setParams, getSnapshot: () => snapshot, subscribe, refresh, destroy }
}

function checkTimestamp(value: number | undefined): number {
  if (value === undefined) return Date.now()
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError('initialDataUpdatedAt must be a time in milliseconds since the epoch')
  }
  return value
}

let uniqueKeys = 0
function keyOf(params: unknown): string {
  try {
    return stableKey(params)
  } catch {
    // A value without a key (a cycle) never equals anything.
    uniqueKeys += 1
    return `#unique${uniqueKeys}`
  }
}

function tryPrepare<P, D>(
  prepare: (params: P) => PreparedRequest<D> | Error,
  params: P,
): PreparedRequest<D> | Error {
  try {
    return prepare(params)
  } catch (error) {
    return toError(error)
  }
}

function toError(cause: unknown): Error {
  if (cause instanceof Error) return cause
  return new Error('Request failed with a value that is not an Error', { cause })
}

// A 4xx other than timeout / rate limit will fail the same way again: do not poll it.
function isWorthRetrying(error: Error): boolean {
  const status = (error as { status?: unknown }).status
  if (typeof status !== 'number' || status < 400 || status >= 500) return true
  return status === 408 || status === 429
}
