// `@rampkit/wallet/vue`: the wallet connector's state in a Vue component or effect scope.
import { getCurrentInstance, onMounted, onScopeDispose, type ShallowRef, shallowRef } from 'vue'
import { SERVER_STATE } from './serverState.js'
import type { WalletConnector, WalletConnectorState } from './walletConnector.js'
import {
  SERVER_SESSION_STATE,
  type WalletSession,
  type WalletSessionState,
} from './walletSession.js'

/**
 * The connector's snapshot as a shallow ref (`createWalletConnector()` from
 * `@rampkit/wallet/connect`, made once and shared). In a component it is the server's state (no
 * wallet) until mounted, so a server render and hydration agree; in a bare effect scope it
 * follows at once. The scope's end unsubscribes; the connector stays (it is the app's).
 */
export function useWalletConnector(
  connector: WalletConnector,
): Readonly<ShallowRef<WalletConnectorState>> {
  return useStore(connector, SERVER_STATE)
}

/**
 * The wallet session's snapshot as a shallow ref (`createWalletSession()` from
 * `@rampkit/wallet/connect`): handlers, balance, receipt. As `useWalletConnector`: the server's
 * state in a component until mounted; the scope's end unsubscribes (the session stops reading
 * the chain when nothing shows it).
 */
export function useWalletSession(session: WalletSession): Readonly<ShallowRef<WalletSessionState>> {
  return useStore(session, SERVER_SESSION_STATE)
}

function useStore<T>(
  store: { subscribe(listener: () => void): () => void; getSnapshot(): T },
  serverState: T,
): Readonly<ShallowRef<T>> {
  const component = getCurrentInstance() !== null
  const state = shallowRef(component ? serverState : store.getSnapshot())
  let unsubscribe: (() => void) | undefined
  const start = () => {
    const sync = () => {
      state.value = store.getSnapshot()
    }
    unsubscribe = store.subscribe(sync)
    sync()
  }
  if (component) onMounted(start)
  else start()
  onScopeDispose(() => unsubscribe?.())
  return state
}
