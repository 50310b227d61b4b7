// setTimeout fires at once for delays past 2^31-1 ms: refuse them instead.
export const MAX_DELAY = 2_147_483_647

/** Checks a delay option (ms); `name` goes into the RangeError. `undefined` gives `fallback`. */
export function checkDelay(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_DELAY) {
    throw new RangeError(`${name} must be a number of milliseconds from 0 to ${MAX_DELAY}`)
  }
  return value
}
