/**
 * How long a widget may take to be ready: its frame and script loaded, then four sandbox
 * requests before its quotes show. Seconds on CI's loaded 2-core machine (10 s ran out once).
 */
export const WIDGET_READY_MS = 20_000

/**
 * How long a page may take to show what it reads from the sandbox. The e2e project makes it
 * expect.poll's default; a helper shared with other projects (fixtureInChromium) says it itself.
 */
export const PAGE_DATA_MS = 15_000
