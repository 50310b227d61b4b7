/**
 * How long a widget may take to be ready: its frame and script loaded, then four sandbox
 * requests before its quotes show. Seconds on CI's loaded 2-core machine (10 s ran out once).
 */
export const WIDGET_READY_MS = 20_000
