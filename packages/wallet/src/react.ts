// `@rampkit/wallet/react`: the wallet connector's state in a React component.
import { useSyncExternalStore } from 'react'
import { SERVER_STATE } from './serverState.js'
import type { WalletConnector, WalletConnectorState } from './walletConnector.js'

const serverState = () => SERVER_STATE

/**
 * The connector's current snapshot (`createWalletConnector()` from `@rampkit/wallet/connect`,
 * made once, outside the component); the component renders again when it changes. A server
 * render, and hydration, see no wallet and none connected.
 */
export function useWalletConnector(connector: WalletConnector): WalletConnectorState {
  return useSyncExternalStore(connector.subscribe, connector.getSnapshot, serverState)
}
