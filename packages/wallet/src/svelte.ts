// `@rampkit/wallet/svelte`: the wallet connector's state for Svelte 5, with no compile step of
// ours (`createSubscriber`, as Svelte's own `fromStore` and `MediaQuery`).
import { createSubscriber } from 'svelte/reactivity'
import type { WalletConnector, WalletConnectorState } from './walletConnector.js'
import type { WalletSession, WalletSessionState } from './walletSession.js'

/**
 * The connector's snapshot as `.current` (`createWalletConnector()` from
 * `@rampkit/wallet/connect`): read in markup, `$derived` or `$effect`, it subscribes while read
 * and updates them when it changes. On a server it is the connector's state there: no wallet.
 */
export function fromWalletConnector(connector: WalletConnector): {
  readonly current: WalletConnectorState
} {
  return fromStore(connector)
}

/**
 * The wallet session's snapshot as `.current` (`createWalletSession()` from
 * `@rampkit/wallet/connect`): handlers, balance, receipt. Read in markup, `$derived` or
 * `$effect`: the session reads the chain while something reads it.
 */
export function fromWalletSession(session: WalletSession): {
  readonly current: WalletSessionState
} {
  return fromStore(session)
}

function fromStore<T>(store: { subscribe(listener: () => void): () => void; getSnapshot(): T }): {
  readonly current: T
} {
  const subscribe = createSubscriber((update) => store.subscribe(update))
  return {
    get current() {
      subscribe()
      return store.getSnapshot()
    },
  }
}
