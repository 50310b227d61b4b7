// Test helper (not published: src/**/testing/**), shared with the adapters' tests through
// tooling/adapter-testing: the stores' debounce, polling and backoff run on timers a test drives.
import { afterEach, beforeEach, vi } from 'vitest'

/** Fake timers in every test of the calling file (or describe block), real ones again after. */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
