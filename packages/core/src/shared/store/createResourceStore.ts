import { stableKey } from '../stableKey.js'
import { backoffDelay } from './backoffDelay.js'
import { checkDelay } from './checkDelay.js'
import { createListenerSet } from './listenerSet.js'
import { createNextFetch } from './nextFetch.js'
import { pageHidden, watchVisibility } from './pageVisibility.js'
import { createResourceRequest, type PreparedRequest, toError } from './resourceRequest.js'
import {
  errorSnapshot,
  IDLE,
  loadingSnapshot,
  placeholderSnapshot,
  type ResourceSnapshot,
  successSnapshot,
  withFetching,
  withParams,
} from './resourceSnapshot.js'
import {
  checkBackoff,
  type ResourceStoreOptions,
  readRefreshInterval,
} from './resourceStoreOptions.js'

export type { PreparedRequest } from './resourceRequest.js'
export type { ResourceSnapshot } from './resourceSnapshot.js'
export type {
  Backoff,
  RefreshInterval,
  ResourceStoreOptions,
} from './resourceStoreOptions.js'

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
 * The engine's own store: a `ResourceStore` whose data can also be set from outside (a status
 * pushed by the host, as TanStack Query's `setQueryData`).
 */
export interface SettableResourceStore<P, D> extends ResourceStore<P, D> {
  /** Shows `data` for the current params (ignored while idle); a request in flight goes on. */
  setData(data: D): void
}

/**
 * The engine of every store: quotes, assets and the purchase and sale trackers. It decides
 * which params are asked for and when (the snapshot decides the refresh interval; failures back
 * off; a hidden page holds the next request); the parts it drives each live in their own file:
 * - `resourceRequest`: the request in flight (shared with equal ones, aborted when superseded,
 *   late answers dropped)
 * - `nextFetch`: the request waiting (debounce, refresh timer, owed to the next listener, or
 *   held for a hidden page)
 * - `listenerSet`: who is told of a change
 * - `resourceSnapshot`: what they see
 */
export function createResourceStore<P, D>(
  options: ResourceStoreOptions<P, D>,
): SettableResourceStore<P, D> {
  const { prepare, placeholderData, pauseWhileHidden, refreshOnSubscribe } = options
  if (typeof prepare !== 'function')
    throw new TypeError('createResourceStore: prepare must be a function')
  const debounceMs = checkDelay('debounceMs', options.debounceMs, 0)
  const refreshInterval = readRefreshInterval(options.refreshIntervalMs)
  const backoff = checkBackoff(options.backoff)
  const paramsKeyOf = options.paramsKey ?? keyOf

  let snapshot: ResourceSnapshot<P, D> = IDLE
  // The key of the current params (null while idle) and their request (null while idle or
  // when prepare refused the params).
  let paramsKey: string | null = null
  let request: PreparedRequest<D> | null = null
  // The request key that snapshot.data answers, and when the current request last settled.
  let dataKey: string | undefined
  let settledAt: number | undefined
  // Failures in a row, for the backoff.
  let failures = 0
  let destroyed = false
  let stopWatchingVisibility: (() => void) | undefined

  const listeners = createListenerSet({ onFirstAdded, onLastLeft })
  const inFlight = createResourceRequest<D>(options.scope ?? {}, { onSend, onSuccess, onError })
  const nextFetch = createNextFetch(fetchUnlessHidden)

  function emit(changed: ResourceSnapshot<P, D>): void {
    snapshot = changed
    listeners.notify()
  }

  function fetchNow(): Promise<void> {
    nextFetch.cancel()
    if (destroyed || !request) return Promise.resolve()
    return inFlight.send(request)
  }

  /** A planned request: a hidden page holds it until shown (when the store pauses then). */
  function fetchUnlessHidden(): void {
    if (pauseWhileHidden && pageHidden()) nextFetch.hold()
    else void fetchNow()
  }

  function onVisibilityChange(): void {
    const planned = nextFetch.planned()
    if (pageHidden()) {
      if (planned === 'refresh' || planned === 'debounce') nextFetch.hold()
    } else if (planned === 'hidden') void fetchNow()
  }

  function onSend(): void {
    if (!snapshot.isFetching) emit(withFetching(snapshot, true))
  }

  function onSuccess(data: D, key: string): void {
    dataKey = key
    settledAt = Date.now()
    failures = 0
    emit(successSnapshot(snapshot.params as P, data, settledAt))
    scheduleRefresh()
  }

  function onError(error: Error, key: string): void {
    settledAt = Date.now()
    failures += 1
    // Errors keep the last good data of these same params.
    emit(errorSnapshot(snapshot.params as P, error, dataKey === key ? snapshot : undefined))
    scheduleRefresh()
  }

  function scheduleRefresh(): void {
    const planned = nextFetch.planned()
    if (planned === 'refresh' || planned === 'hidden') nextFetch.cancel()
    if (destroyed || listeners.size() === 0) return
    if (!request || settledAt === undefined) return
    // A request is on its way already: the refresh is planned again when it settles.
    if (inFlight.inFlightKey() !== null || nextFetch.planned() !== null) return
    const period = refreshInterval(snapshot)
    if (period === false) return
    const wait =
      backoff && snapshot.status === 'error'
        ? backoffDelay(period, failures, backoff, snapshot.error)
        : period
    nextFetch.sendAfter('refresh', Math.max(0, settledAt + wait - Date.now()))
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
      failures = 0
      if (snapshot !== IDLE) emit(IDLE)
      return false
    }

    const key = paramsKeyOf(params)
    if (key === paramsKey) {
      // The same params again: a request owed to them goes out now.
      if (nextFetch.planned() === 'owed') nextFetch.sendAfter('debounce', 0)
      return false
    }
    paramsKey = key
    // A debounced or owed request was for the old params. A refresh (timed, or held for a
    // hidden page) stays for now: it still holds if the new params ask the same request.
    const planned = nextFetch.planned()
    if (planned !== 'refresh' && planned !== 'hidden') nextFetch.cancel()

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
    failures = 0
    nextFetch.cancel()
    const isFetching = inFlight.inFlightKey() !== null
    const known = placeholderData?.(params)
    if (known === undefined) emit(loadingSnapshot(params, isFetching))
    else {
      // Shown until the answer; an error keeps it as the last data of this request.
      dataKey = prepared.key
      emit(placeholderSnapshot(params, known, isFetching))
    }
    // The same request still in flight answers these params.
    return !isFetching
  }

  function subscribe(listener: () => void): () => void {
    if (destroyed || typeof listener !== 'function') return () => {}
    return listeners.add(listener)
  }

  function onFirstAdded(): void {
    if (pauseWhileHidden) stopWatchingVisibility = watchVisibility(onVisibilityChange)
    // Someone is there to see an answer now: send what was owed, or keep the data fresh.
    const owed = nextFetch.planned() === 'owed'
    if (refreshOnSubscribe) {
      const stale = request && !inFlight.inFlightKey() && refreshInterval(snapshot) !== false
      if (owed || stale) fetchUnlessHidden()
      else scheduleRefresh()
    } else if (owed) nextFetch.sendAfter('debounce', 0)
    else scheduleRefresh()
  }

  function onLastLeft(): void {
    stopWatching()
    if (destroyed) return
    const wasAsking = nextFetch.planned() === 'debounce' || inFlight.inFlightKey() !== null
    const planned = nextFetch.planned()
    if (planned === 'refresh' || planned === 'hidden') nextFetch.cancel()
    if (!wasAsking) return
    // Nobody is left to see the answer: stop, and send it again when someone comes back.
    inFlight.abort()
    nextFetch.owe()
    if (snapshot.isFetching) snapshot = withFetching(snapshot, false)
  }

  function stopWatching(): void {
    stopWatchingVisibility?.()
    stopWatchingVisibility = undefined
  }

  function setData(data: D): void {
    if (destroyed || !request || snapshot.status === 'idle') return
    dataKey = request.key
    emit(withFetching(successSnapshot(snapshot.params, data, Date.now()), snapshot.isFetching))
    // Data that ends the polling (a final status) drops the planned refresh.
    const planned = nextFetch.planned()
    if (planned !== 'debounce' && planned !== null && refreshInterval(snapshot) === false) {
      nextFetch.cancel()
    }
  }

  function destroy(): void {
    if (destroyed) return
    destroyed = true
    stopWatching()
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

  return { setParams, getSnapshot: () => snapshot, subscribe, refresh: fetchNow, setData, destroy }
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
