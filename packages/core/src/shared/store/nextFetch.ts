/**
 * Why a store's next request is waiting:
 * - `debounce`: params just changed; it goes out after a quiet time.
 * - `refresh`: the data will be stale; it goes out then.
 * - `owed`: nobody listens yet (or any more); the store sends it when someone is there to see
 *   the answer. No timer runs.
 * - `hidden`: it fell due while the page was hidden; the store sends it when the page is shown.
 *   No timer runs.
 */
export type NextFetchReason = 'debounce' | 'refresh' | 'owed' | 'hidden'

/** A store's next request: at most one is planned at a time, and a new plan replaces the old. */
export interface NextFetch {
  /** What the next request waits for, or null when none is planned. */
  planned(): NextFetchReason | null
  /** Sends after `delay` ms, unless replaced or cancelled first. */
  sendAfter(reason: 'debounce' | 'refresh', delay: number): void
  /** Marks a request as owed (see `NextFetchReason`); stops any timer. */
  owe(): void
  /** Holds the request until the page is shown (see `NextFetchReason`); stops any timer. */
  hold(): void
  /** Drops the plan and its timer. */
  cancel(): void
}

export function createNextFetch(send: () => void): NextFetch {
  let planned: NextFetchReason | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  function cancel(): void {
    clearTimeout(timer)
    timer = undefined
    planned = null
  }

  return {
    planned: () => planned,
    sendAfter(reason, delay) {
      cancel()
      planned = reason
      timer = setTimeout(() => {
        timer = undefined
        planned = null
        send()
      }, delay)
    },
    owe() {
      cancel()
      planned = 'owed'
    },
    hold() {
      cancel()
      planned = 'hidden'
    },
    cancel,
  }
}
