import type { ResourceSnapshot } from '@rampkit/core'
import type { BindableStore } from '@rampkit/core/adapter'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'

/**
 * A store snapshot (`status`, `params`, `data`, `error`, `isFetching`) plus `refresh`, which asks
 * again now.
 */
export type ResourceHookResult<P, D> = ResourceSnapshot<P, D> & {
  /** Asks again now; resolves when the answer is in. */
  refresh: () => Promise<void>
}

interface Entry<C, S, T> {
  client: C
  store: T
  getServerSnapshot: () => S
}

function entryFor<C, P, S, T extends BindableStore<P, S>>(
  client: C,
  store: T,
  serverSnapshot: (first: S) => S,
): Entry<C, S, T> {
  // Read once: the server and the hydrating client render the same object.
  const snapshot = serverSnapshot(store.getSnapshot())
  return { client, store, getServerSnapshot: () => snapshot }
}

/**
 * Binds a core store (quotes, assets, a purchase or a sale): one per component and client
 * (created during render, which starts nothing), read with useSyncExternalStore, params handed
 * over after each commit. `serverSnapshot` says what a server renders from the store's first
 * snapshot. Returns the store and its snapshot.
 */
export function useBoundStore<C, P, S, T extends BindableStore<P, S>>(
  client: C,
  create: (client: C) => T,
  params: P | null,
  serverSnapshot: (first: S) => S,
): { store: T; snapshot: S } {
  const [entry, setEntry] = useState(() => entryFor(client, create(client), serverSnapshot))
  let current = entry
  if (entry.client !== client) {
    // A new client: a new store (React re-renders at once with it; the old one is dropped).
    current = entryFor(client, create(client), serverSnapshot)
    setEntry(current)
  }
  const { store } = current
  const snapshot = useSyncExternalStore<S>(
    store.subscribe,
    store.getSnapshot,
    current.getServerSnapshot,
  )
  // Every commit: the store compares params (by value, or by id + token), so equal ones cost
  // nothing.
  useEffect(() => {
    store.setParams(params)
  })
  return { store, snapshot }
}

// Servers send nothing and render the idle state, or the data the store was created with
// (`initialData`, which the hydrating client has too).
const IDLE = Object.freeze({ status: 'idle', params: null, isFetching: false } as const)
const idleUnlessData = <P, D>(first: ResourceSnapshot<P, D>): ResourceSnapshot<P, D> =>
  first.status === 'success' ? first : IDLE

/**
 * Binds a store to the component, as `useAssets` and the quote hooks bind core's: for a host
 * API call (or any request) that has no hook of its own. The store is made with
 * `create(client)` during the first render (so it must start nothing until subscribed, as core's
 * `createResourceStore` does) and made again when `client` changes; `params` is handed over
 * after each commit (an equal value costs nothing, `null` goes idle). A server renders the idle
 * state, or the store's first data when it was created with `initialData`, and sends nothing.
 *
 * `client` is usually your own `HostApiClient`: the provider's client is typed for the built-in
 * hooks only.
 *
 * @returns The store's snapshot (`status`, `params`, `data`, `error`, `updatedAt`,
 * `isFetching`) plus `refresh()`.
 *
 * @example
 * ```tsx
 * import { type CurrenciesQuery, createHostApiClient } from '@rampkit/core'
 * import { createResourceStore } from '@rampkit/core/adapter'
 * import { useResource } from '@rampkit/react'
 *
 * const client = createHostApiClient({ baseUrl: 'https://api.ramp.network/api' })
 *
 * // The fiat currencies of a country: a host API call with no hook of its own.
 * const createCurrenciesStore = (c: typeof client) =>
 *   createResourceStore({
 *     scope: c,
 *     prepare: (query: CurrenciesQuery) => ({
 *       key: `currencies:${query.countryCode ?? ''}`,
 *       run: ({ signal }) => c.v3.getCurrencies(query, { signal }),
 *     }),
 *   })
 *
 * export function Currencies({ countryCode }: { countryCode: string }) {
 *   const currencies = useResource(client, createCurrenciesStore, { countryCode })
 *   if (currencies.status === 'error') return <p role="alert">{currencies.error.message}</p>
 *   if (currencies.status !== 'success') return <p>Loading…</p>
 *   return (
 *     <ul>
 *       {currencies.data.map((c) => (
 *         <li key={c.fiatCurrency}>{c.name}</li>
 *       ))}
 *     </ul>
 *   )
 * }
 * ```
 */
export function useResource<C, P, D>(
  client: C,
  create: (client: C) => BindableStore<P, ResourceSnapshot<P, D>>,
  params: P | null,
): ResourceHookResult<P, D> {
  const { store, snapshot } = useBoundStore(client, create, params, idleUnlessData<P, D>)
  return useMemo(() => ({ ...snapshot, refresh: store.refresh }), [snapshot, store])
}
