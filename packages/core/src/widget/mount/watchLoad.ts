/** How long a shown widget may stay silent before the launcher reports it (15 s). */
export const DEFAULT_LOAD_TIMEOUT_MS = 15_000

/**
 * Calls `onSilent` once if nothing is `heard()` within `timeoutMs` of now: a widget that never
 * loads (an old address, a domain it does not allow) says nothing at all. `Infinity` never
 * fires. Returns the two calls that end the watch.
 */
export function watchLoad(
  win: Window,
  timeoutMs: number,
  onSilent: () => void,
): { heard(): void; stop(): void } {
  const timer = Number.isFinite(timeoutMs) ? win.setTimeout(onSilent, timeoutMs) : undefined
  const stop = () => win.clearTimeout(timer)
  return { heard: stop, stop }
}
