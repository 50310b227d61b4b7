import type { Timers as SandboxTimers } from './timers.js'

/**
 * A clock that moves only when a test says so, with the timers the sandbox runs on it (`now` and
 * `timers` of `createSandbox`): `@rampkit/testing`'s createTestSandbox and the sandbox's own tests
 * drive the sandbox's time with it.
 */
export interface ManualClock {
  /** The clock's time, ms since the epoch. */
  now(): number
  /** Timers the sandbox arms on this clock: they fire only inside `advance`. */
  readonly timers: SandboxTimers
  /**
   * Moves the clock forward by `ms`, firing each timer that falls due at its own time, in order
   * (a timer armed by another one fires too if it is due by the end). `between` runs after each
   * timer, so what it started (a webhook call) can finish before the next one.
   */
  advance(ms: number, between?: () => Promise<void>): Promise<void>
  /** Timers armed and not yet fired or cleared. */
  pending(): number
  /** Clears every timer: nothing is left behind. */
  clear(): void
}

interface Timer {
  at: number
  /** Order of arming: timers due at the same time fire in it. */
  order: number
  callback: () => void
}

/** A manual clock starting at `start` (ms since the epoch). */
export function createManualClock(start: number): ManualClock {
  if (!Number.isFinite(start)) throw new RangeError('The start time must be a finite number (ms).')
  let time = start
  let armed = 0
  const timers = new Map<number, Timer>()

  function nextDue(until: number): [number, Timer] | undefined {
    let found: [number, Timer] | undefined
    for (const entry of timers) {
      const [, timer] = entry
      if (timer.at > until) continue
      if (
        !found ||
        timer.at < found[1].at ||
        (timer.at === found[1].at && timer.order < found[1].order)
      )
        found = entry
    }
    return found
  }

  return {
    now: () => time,
    timers: {
      setTimeout(callback, ms) {
        const handle = ++armed
        timers.set(handle, { at: time + Math.max(0, ms), order: handle, callback })
        return handle
      },
      clearTimeout(handle) {
        timers.delete(handle as number)
      },
    },
    async advance(ms, between) {
      if (!Number.isFinite(ms) || ms < 0) {
        throw new RangeError('advanceTime needs a finite, non-negative number of milliseconds.')
      }
      const until = time + ms
      for (let due = nextDue(until); due; due = nextDue(until)) {
        const [handle, timer] = due
        timers.delete(handle)
        time = Math.max(time, timer.at)
        timer.callback()
        await between?.()
      }
      time = until
    },
    pending: () => timers.size,
    clear: () => timers.clear(),
  }
}
