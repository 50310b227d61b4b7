import { createListenerSet } from '../shared/store/listenerSet.js'

/** What a settled read asks for next. */
export type PollNext =
  | { next: 'again' }
  | { next: 'retry'; retryAfterMs?: number }
  /** Nothing will change any more: polling ends (a `refresh` still reads). */
  | { next: 'done' }

export interface PollLoopOptions {
  intervalMs: number
  /** Longest wait after failures: the wait doubles per failure up to it. */
  maxIntervalMs: number
  /**
   * One read. It resolves to a function that applies its answer (updates the snapshot) and
   * says what comes next; the loop calls it only while that read is still the current one.
   */
  read(signal: AbortSignal): Promise<() => PollNext>
  /** Called with `true` as a read starts and when a read nobody waits for is dropped. */
  onFetching(isFetching: boolean): void
}

export interface PollLoop {
  /** The first listener starts polling, the last one leaving pauses it. */
  subscribe(listener: () => void): () => void
  notify(): void
  /** Reads now (shares a read in flight); resolves when done, never rejects. */
  refresh(): Promise<void>
  destroy(): void
}

const MAX_DELAY = 2_147_483_647

/**
 * The polling shared by the purchase and sale trackers: reads every `intervalMs` while someone
 * listens, the page is visible and the last read did not say `done`; failures back off.
 * A hidden page (`document.visibilityState`) holds the next read until it is shown again.
 */
export function createPollLoop(options: PollLoopOptions): PollLoop {
  const { intervalMs, maxIntervalMs } = options
  let timer: ReturnType<typeof setTimeout> | undefined
  let inflight: { controller: AbortController; done: Promise<void> } | undefined
  let finished = false
  let destroyed = false
  let failures = 0
  // A read fell due while the page was hidden: it runs when the page shows again.
  let heldWhileHidden = false
  let stopWatchingVisibility: (() => void) | undefined

  const listeners = createListenerSet({
    onFirstAdded() {
      stopWatchingVisibility = watchVisibility(onVisibilityChange)
      if (!inflight && timer === undefined && !finished) {
        if (pageHidden()) heldWhileHidden = true
        else void readNow()
      }
    },
    onLastLeft() {
      stopWatchingVisibility?.()
      stopWatchingVisibility = undefined
      clearTimer()
      heldWhileHidden = false
      if (inflight) {
        // Nobody is left to see the answer.
        inflight.controller.abort()
        inflight = undefined
        options.onFetching(false)
      }
    },
  })

  function clearTimer(): void {
    clearTimeout(timer)
    timer = undefined
  }

  function polling(): boolean {
    return !destroyed && !finished && listeners.size() > 0
  }

  function onVisibilityChange(): void {
    if (pageHidden()) {
      if (timer !== undefined) {
        clearTimer()
        heldWhileHidden = true
      }
    } else if (heldWhileHidden) {
      heldWhileHidden = false
      if (polling() && !inflight) void readNow()
    }
  }

  function schedule(delay: number): void {
    clearTimer()
    if (!polling()) return
    timer = setTimeout(
      () => {
        timer = undefined
        if (pageHidden()) heldWhileHidden = true
        else void readNow()
      },
      Math.min(delay, MAX_DELAY),
    )
  }

  function readNow(): Promise<void> {
    if (destroyed) return Promise.resolve()
    if (inflight) return inflight.done
    clearTimer()
    const controller = new AbortController()
    options.onFetching(true)
    const done = options
      .read(controller.signal)
      .then((apply) => {
        if (inflight?.controller !== controller) return
        inflight = undefined
        const outcome = apply()
        finished = outcome.next === 'done'
        if (outcome.next === 'retry') {
          failures += 1
          const backoff = Math.min(maxIntervalMs, intervalMs * 2 ** Math.min(failures, 20))
          schedule(Math.max(backoff, outcome.retryAfterMs ?? 0))
        } else {
          failures = 0
          if (outcome.next === 'again') schedule(intervalMs)
        }
      })
      .catch((error: unknown) => {
        // `read` reports its own failures; anything here is a bug worth seeing, not a stop.
        if (inflight?.controller === controller) inflight = undefined
        queueMicrotask(() => {
          throw error
        })
      })
    inflight = { controller, done }
    return done
  }

  return {
    subscribe: (listener) => (destroyed ? () => {} : listeners.add(listener)),
    notify: () => listeners.notify(),
    refresh: () => readNow(),
    destroy() {
      destroyed = true
      clearTimer()
      inflight?.controller.abort()
      inflight = undefined
      stopWatchingVisibility?.()
      stopWatchingVisibility = undefined
      listeners.clear()
    },
  }
}

function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden'
}

// Looked up at call time: nothing touches `document` on import or on a server.
function watchVisibility(onChange: () => void): () => void {
  if (typeof document === 'undefined' || typeof document.addEventListener !== 'function') {
    return () => {}
  }
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}
