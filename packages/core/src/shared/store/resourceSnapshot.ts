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
      /** True while `data` is what the caller knew before asking (`placeholderData`). */
      isPlaceholderData?: true
    }
  | { status: 'error'; params: P; data?: D; error: Error; updatedAt?: number; isFetching: boolean }

// Each function returns a new object: useSyncExternalStore compares snapshots by identity, so a
// store must hand out a new one exactly when something changed. IDLE is one shared object, so
// going idle again is no change.

/** No params: nothing to ask. */
export const IDLE = Object.freeze({ status: 'idle', params: null, isFetching: false } as const)

/** Params known, no answer for them yet. */
export function loadingSnapshot<P, D>(params: P, isFetching: boolean): ResourceSnapshot<P, D> {
  return { status: 'loading', params, isFetching }
}

/** The answer to `params`' request. */
export function successSnapshot<P, D>(
  params: P,
  data: D,
  updatedAt: number,
): ResourceSnapshot<P, D> {
  return { status: 'success', params, data, updatedAt, isFetching: false }
}

/** Data known before asking (a tracker's purchase from the widget's event), shown at once. */
export function placeholderSnapshot<P, D>(
  params: P,
  data: D,
  isFetching: boolean,
): ResourceSnapshot<P, D> {
  return {
    status: 'success',
    params,
    data,
    updatedAt: Date.now(),
    isFetching,
    isPlaceholderData: true,
  }
}

/**
 * A failure for `params`. `previous` is the snapshot whose data (and its time) stays shown:
 * pass it only when that data answers the same request, else the error comes without data.
 */
export function errorSnapshot<P, D>(
  params: P,
  error: Error,
  previous?: ResourceSnapshot<P, D>,
): ResourceSnapshot<P, D> {
  if (previous?.data === undefined) return { status: 'error', params, error, isFetching: false }
  const { data, updatedAt } = previous
  return { status: 'error', params, error, data, updatedAt, isFetching: false }
}

/** The same state with other params that ask the same request (say, only limits changed). */
export function withParams<P, D>(
  snapshot: ResourceSnapshot<P, D>,
  params: P,
): ResourceSnapshot<P, D> {
  // Stores call it only while params are set, so `snapshot` is not idle.
  return { ...snapshot, params } as ResourceSnapshot<P, D>
}

/** The same state with a request in flight, or none any more. */
export function withFetching<P, D>(
  snapshot: ResourceSnapshot<P, D>,
  isFetching: boolean,
): ResourceSnapshot<P, D> {
  // A request only goes out for params, so an idle snapshot never gets `isFetching: true`.
  return { ...snapshot, isFetching } as ResourceSnapshot<P, D>
}
