import { stableKey } from '../stableKey.js'
import { checkDelay } from './checkDelay.js'
import { createListenerSet } from './listenerSet.js'
import { createNextFetch } from './nextFetch.js'
import { createResourceRequest, type PreparedRequest, toError } from './resourceRequest.js'
import {
  errorSnapshot,
  IDLE,
  loadingSnapshot,
  type ResourceSnapshot,
  successSnapshot,
  withFetching,
  withParams,
} from './resourceSnapshot.js'

export type { PreparedRequest } from './resourceRequest.js'
export type { ResourceSnapshot } from './resourceSnapshot.js'

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

/**
 * How a resource store turns params into requests (`prepare`) and when it asks: debounce and
 * refresh periods in milliseconds, starting params and data.
 */
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

/**
 * The engine of the quote and asset stores. It decides which params are asked for and when;
 * the parts it drives each live in their own file:
 * - `resourceRequest`: the request in flight (shared with equal ones, aborted when superseded,
 *   late answers dropped)
 * - `nextFetch`: the request waiting (debounce, refresh timer, or owed to the next listener)
 * - `listenerSet`: who is told of a change
 * - `resourceSnapshot`: what they see
 */
export function createResourceStore<P, D>(
  options: ResourceStoreOptions<P, D>,
): ResourceStore<P, D> {
  const { prepare } = options
  if (typeof prepare !== 'function')
    throw new TypeError('createResourceStore: prepare must be a function')
  const debounceMs = checkDelay('debounceMs', options.debounceMs, 0)
  const refreshIntervalMs = checkDelay('refreshIntervalMs', options.refreshIntervalMs, 0)

  let snapshot: ResourceSnapshot<P, D> = IDLE
  // The key of the current params (null while idle) and their request (null while idle or
  // when prepare refused the params).
  let paramsKey: string | null = null
  let request: PreparedRequest<D> | null = null
  // The request key that snapshot.data answers, and when the current request last settled.
  let dataKey: string | undefined
  let settledAt: number | undefined
  let destroyed = false

  const listeners = createListenerSet({ onFirstAdded, onLastLeft })
  const inFlight = createResourceRequest<D>(options.scope ?? {}, { onSend, onSuccess, onError })
  const nextFetch = createNextFetch(() => void fetchNow())

  function emit(changed: ResourceSnapshot<P, D>): void {
    snapshot = changed
    listeners.notify()
  }

  function fetchNow(): Promise<void> {
    nextFetch.cancel()
    if (destroyed || !request) return Promise.resolve()
    return inFlight.send(request)
  }

  function onSend(): void {
    if (!snapshot.isFetching) emit(withFetching(snapshot, true))
  }

  function onSuccess(data: D, key: string): void {
    dataKey = key
    settledAt = Date.now()
    emit(successSnapshot(snapshot.params as P, data, settledAt))
    scheduleRefresh()
  }

  function onError(error: Error, key: string): void {
    settledAt = Date.now()
    // Errors keep the last good data of these same params.
    emit(errorSnapshot(snapshot.params as P, error, dataKey === key ? snapshot : undefined))
    scheduleRefresh()
  }

  function scheduleRefresh(): void {
    if (nextFetch.planned() === 'refresh') nextFetch.cancel()
    if (destroyed || refreshIntervalMs === 0 || listeners.size() === 0) return
    if (!request || settledAt === undefined) return
    // A request is on its way already: the refresh is planned again when it settles.
    if (inFlight.inFlightKey() !== null || nextFetch.planned() !== null) return
    if (snapshot.status === 'error' && !isWorthRetrying(snapshot.error)) return
    const delay = Math.max(0, settledAt + refreshIntervalMs - Date.now())
    nextFetch.sendAfter('refresh', delay)
  }

  function setParams(params: P | null): void {
    if (destroyed) return
    if (adoptParams(params)) nextFetch.sendAfter('debounce', debounceMs)
  }

  /**
   * Shows `params` in the snapshot and stops what no longer belongs to them. Returns true when
   * their request is still to be planned: `setParams` debounces it, the first params owe it.
   */
  function adoptParams(params: P | null): boolean {
    if (params === null || params === undefined) {
      nextFetch.cancel()
      inFlight.abort()
      paramsKey = null
      request = null
      dataKey = undefined
      settledAt = undefined
      if (snapshot !== IDLE) emit(IDLE)
      return false
    }

    const key = keyOf(params)
    if (key === paramsKey) {
      // The same params again: a request owed to them goes out now.
      if (nextFetch.planned() === 'owed') nextFetch.sendAfter('debounce', 0)
      return false
    }
    paramsKey = key
    // A debounced or owed request was for the old params. A refresh timer stays for now: it
    // still holds if the new params ask the same request.
    if (nextFetch.planned() !== 'refresh') nextFetch.cancel()

    const prepared = tryPrepare(prepare, params)
    if (prepared instanceof Error) {
      nextFetch.cancel()
      inFlight.abort()
      request = null
      dataKey = undefined
      settledAt = undefined
      emit(errorSnapshot(params, prepared))
      return false
    }

    request = prepared
    const inFlightKey = inFlight.inFlightKey()
    if (inFlightKey !== null && inFlightKey !== prepared.key) inFlight.abort()
    if (prepared.key === dataKey) {
      // Same request as the data shown (say, only the limits changed): keep data and timers.
      emit(withParams(snapshot, params))
      return false
    }
    dataKey = undefined
    settledAt = undefined
    nextFetch.cancel()
    emit(loadingSnapshot(params, inFlight.inFlightKey() !== null))
    // The same request still in flight answers these params.
    return inFlight.inFlightKey() === null
  }

  function subscribe(listener: () => void): () => void {
    if (destroyed || typeof listener !== 'function') return () => {}
    return listeners.add(listener)
  }

  function onFirstAdded(): void {
    // Someone is there to see an answer now: send what was owed, or keep the data fresh.
    if (nextFetch.planned() === 'owed') nextFetch.sendAfter('debounce', 0)
    else scheduleRefresh()
  }

  function onLastLeft(): void {
    if (destroyed) return
    const wasAsking = nextFetch.planned() === 'debounce' || inFlight.inFlightKey() !== null
    if (nextFetch.planned() === 'refresh') nextFetch.cancel()
    if (!wasAsking) return
    // Nobody is left to see the answer: stop, and send it again when someone comes back.
    inFlight.abort()
    nextFetch.owe()
    if (snapshot.isFetching) snapshot = withFetching(snapshot, false)
  }

  function destroy(): void {
    if (destroyed) return
    destroyed = true
    nextFetch.cancel()
    inFlight.abort()
    listeners.clear()
    if (snapshot.isFetching) snapshot = withFetching(snapshot, false)
  }

  if (options.initialParams !== undefined && options.initialParams !== null) {
    // Computes the first snapshot only: a store must start nothing until it is used (a
    // component may create one during render and throw it away).
    if (adoptParams(options.initialParams)) nextFetch.owe()
    // adoptParams changed them; the compiler's narrowing from their declarations does not see it.
    const started = snapshot as ResourceSnapshot<P, D>
    const prepared = request as PreparedRequest<D> | null
    if (options.initialData !== undefined && prepared && started.status === 'loading') {
      nextFetch.cancel()
      dataKey = prepared.key
      settledAt = checkTimestamp(options.initialDataUpdatedAt)
      snapshot = successSnapshot(started.params, options.initialData, settledAt)
    }
  }

  return { setParams, getSnapshot: () => snapshot, subscribe, refresh: fetchNow, destroy }
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

// A 4xx other than timeout / rate limit will fail the same way again: do not poll it.
function isWorthRetrying(error: Error): boolean {
  const status = (error as { status?: unknown }).status
  if (typeof status !== 'number' || status < 400 || status >= 500) return true
  return status === 408 || status === 429
}
