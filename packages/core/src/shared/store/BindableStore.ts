/**
 * What every adapter binds: a store fed params (`setParams`; `null`: idle) that shows a snapshot
 * (the same object until something changes), with `subscribe` for `useSyncExternalStore`.
 * The quote, asset, purchase and sale stores all have this shape.
 */
export interface BindableStore<P, S> {
  setParams(params: P | null): void
  getSnapshot(): S
  /** Listening keeps the data fresh; the last listener leaving pauses it. */
  subscribe(listener: () => void): () => void
  /** Asks now; resolves when the answer is in. Never rejects. */
  refresh(): Promise<void>
  /** Stops everything and drops every listener. */
  destroy(): void
}
