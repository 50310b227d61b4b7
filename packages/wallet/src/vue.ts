// `@rampkit/wallet/vue`: the wallet connector's state in a Vue component or effect scope.
import { getCurrentInstance, onMounted, onScopeDispose, type ShallowRef, shallowRef } from 'vue'
import { SERVER_STATE } from './serverState.js'
import type { WalletConnector, WalletConnectorState } from './walletConnector.js'

/**
 * The connector's snapshot as a shallow ref (`createWalletConnector()` from
 * `@rampkit/wallet/connect`, made once and shared). In a component it is the server's state (no
 * wallet) until mounted, so a server render and hydration agree; in a bare effect scope it
 * follows at once. The scope's end unsubscribes; the connector stays (it is the app's).
 */
export function useWalletConnector(
  connector: WalletConnector,
): Readonly<ShallowRef<WalletConnectorState>> {
  const component = getCurrentInstance() !== null
  const state = shallowRef(component ? SERVER_STATE : connector.getSnapshot())
  let unsubscribe: (() => void) | undefined
  const start = () => {
    const sync = () => {
      state.value = connector.getSnapshot()
    }
    unsubscribe = connector.subscribe(sync)
    sync()
  }
  if (component) onMounted(start)
  else start()
  onScopeDispose(() => unsubscribe?.())
  return state
}
