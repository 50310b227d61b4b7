import type { WidgetEvent } from '../mount/events.js'

/** How many events an event log keeps by default (the oldest go first). */
export const DEFAULT_EVENT_LOG_SIZE = 50

/**
 * Event log reducer: a new frozen array with `event` last, holding at most `max` events.
 * The input array is never changed, so it can be React state or a store snapshot.
 */
export function appendWidgetEvent<E = WidgetEvent>(
  log: readonly E[],
  event: E,
  max: number = DEFAULT_EVENT_LOG_SIZE,
): readonly E[] {
  checkEventLogSize(max)
  const start = Math.max(0, log.length + 1 - max)
  return Object.freeze([...log.slice(start), event])
}

/** Throws a RangeError unless `max` is a positive integer. */
export function checkEventLogSize(max: number): void {
  if (!Number.isInteger(max) || max < 1) {
    throw new RangeError(`The event log size must be a positive integer, got ${String(max)}`)
  }
}
