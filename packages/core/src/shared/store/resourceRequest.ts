import { sharedRequest } from '../sharedRequest.js'

/** A request ready to send: equal keys are the same request (shared while in flight). */
export interface PreparedRequest<D> {
  key: string
  run: (options: { signal: AbortSignal }) => Promise<D>
}

/** What a `ResourceRequest` reports. Only the latest request reports: others were aborted. */
export interface ResourceRequestEvents<D> {
  /**
   * A new request is about to go out. Nothing is sent yet, so if this handler aborts it (a
   * listener changing params at once), no request is made.
   */
  onSend(): void
  onSuccess(data: D, key: string): void
  onError(error: Error, key: string): void
}

/** The one request a store has in flight, at most: a newer one aborts it. */
export interface ResourceRequest<D> {
  /**
   * Sends `request`, or joins the one in flight when it has the same key; aborts any other.
   * Resolves once the answer has been reported (or dropped); never rejects.
   */
  send(request: PreparedRequest<D>): Promise<void>
  /** Aborts the request in flight, if any: its answer, even one already on its way, is dropped. */
  abort(): void
  /** The key of the request in flight, or null. */
  inFlightKey(): string | null
}

interface InFlight {
  key: string
  controller: AbortController
  settled: Promise<void>
}

/**
 * Requests with equal keys in `scope` (usually the client) are shared while in flight, also
 * between stores: aborting here only detaches this store (see `sharedRequest`).
 */
export function createResourceRequest<D>(
  scope: object,
  events: ResourceRequestEvents<D>,
): ResourceRequest<D> {
  let inFlight: InFlight | null = null

  function abort(): void {
    if (!inFlight) return
    inFlight.controller.abort()
    inFlight = null
  }

  function send({ key, run }: PreparedRequest<D>): Promise<void> {
    if (inFlight && inFlight.key === key) return inFlight.settled
    abort()
    const current: InFlight = { key, controller: new AbortController(), settled: Promise.resolve() }
    inFlight = current
    events.onSend()
    // An answer reports only while its request is still the current one: superseded, aborted
    // or destroyed, it no longer belongs to the store's params.
    current.settled = sharedRequest(scope, key, run, current.controller.signal).then(
      (data) => {
        if (inFlight !== current) return
        inFlight = null
        events.onSuccess(data, key)
      },
      (cause: unknown) => {
        if (inFlight !== current) return
        inFlight = null
        events.onError(toError(cause), key)
      },
    )
    return current.settled
  }

  return { send, abort, inFlightKey: () => inFlight?.key ?? null }
}

/** Failures are reported as Errors, whatever was thrown. */
export function toError(cause: unknown): Error {
  if (cause instanceof Error) return cause
  return new Error('Request failed with a value that is not an Error', { cause })
}
