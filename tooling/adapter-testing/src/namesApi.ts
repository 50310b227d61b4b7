// A host's own request for the tests of the adapters' generic binder (useResource,
// createResource): names by country, which no built-in hook reads, answered by hand.
import { createResourceStore } from '@rampkit/core/adapter'

export interface NamesQuery {
  country: string
}

export interface NamesCall {
  query: NamesQuery
  signal: AbortSignal
  resolve(names: string[]): void
}

/** The calls made so far, and `createStore`: core's store engine over them. */
export function namesApi() {
  const calls: NamesCall[] = []
  const names = (query: NamesQuery, signal: AbortSignal) =>
    new Promise<string[]>((resolve) => {
      calls.push({ query, signal, resolve })
    })
  const createStore = (initialParams: NamesQuery | null = null) =>
    createResourceStore({
      initialParams,
      prepare: (query: NamesQuery) => ({
        key: query.country,
        run: ({ signal }) => names(query, signal),
      }),
    })
  return { calls, createStore }
}

export type NamesApi = ReturnType<typeof namesApi>
