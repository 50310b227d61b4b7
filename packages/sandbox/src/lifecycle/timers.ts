/** The timer functions the lifecycle clock and webhook retries use; tests pass fakes. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

// Looks the globals up at call time, so fake timers installed later (vi.useFakeTimers) apply.
export const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** Largest delay `setTimeout` honours (about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_MS = 2_147_483_647

/** Checks a duration option: an integer from `min` to MAX_TIMER_MS, else a RangeError naming it. */
export function checkDuration(name: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min || value > MAX_TIMER_MS) {
    throw new RangeError(`${name} must be an integer from ${min} to ${MAX_TIMER_MS} (ms)`)
  }
  return value
}
