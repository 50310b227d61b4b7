// `@rampkit/wallet/svelte`: the wallet connector's state for Svelte 5, with no compile step of
// ours (`createSubscriber`, as Svelte's own `fromStore` and `MediaQuery`).
import { createSubscriber } from 'svelte/reactivity'
import type { WalletConnector, WalletConnectorState } from './walletConnector.js'

/**
 * The connector's snapshot as `.current` (`createWalletConnector()` from
 * `@rampkit/wallet/connect`): read in markup, `$derived` or `$effect`, it subscribes while read
 * and updates them when it changes. On a server it is the connector's state there: no wallet.
 */
export function fromWalletConnector(connector: WalletConnector): {
  readonly current: WalletConnectorState
} {
  const subscribe = createSubscriber((update) => connector.subscribe(update))
  return {
    get current() {
      subscribe()
      return connector.getSnapshot()
    },
  }
}
