/** The moment the seeded price walk is read at: the clock, or held still and stepped by hand. */
export interface PriceClock {
  /** The time prices are read at now. */
  at(): number
  paused(): boolean
  /** Holds prices where they are (quotes keep answering the same figures). */
  pause(): void
  /** Lets prices walk with the clock again, from where they were held. */
  resume(): void
  /** Moves prices one walk step ahead (paused or not). */
  step(): void
  readonly stepMs: number
}

/**
 * The walk reads prices at `now() + offset`; pausing freezes that reading and stepping adds one
 * step to the offset, so a resumed walk goes on from the held prices instead of jumping.
 */
export function createPriceClock(now: () => number, stepMs: number): PriceClock {
  let offset = 0
  let heldAt: number | undefined
  return {
    stepMs,
    at: () => (heldAt ?? now()) + offset,
    paused: () => heldAt !== undefined,
    pause() {
      heldAt ??= now()
    },
    resume() {
      if (heldAt === undefined) return
      offset -= now() - heldAt
      heldAt = undefined
    },
    step() {
      offset += stepMs
    },
  }
}
