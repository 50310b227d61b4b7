// `@rampkit/wallet/react`: the wallet connector's state in a React component.
import { useSyncExternalStore } from 'react'
import { SERVER_STATE } from './serverState.js'
import type { WalletConnector, WalletConnectorState } from './walletConnector.js'
import {
  SERVER_SESSION_STATE,
  type WalletSession,
  type WalletSessionState,
} from './walletSession.js'

const serverState = () => SERVER_STATE
const serverSession = () => SERVER_SESSION_STATE

/**
 * The connector's current snapshot (`createWalletConnector()` from `@rampkit/wallet/connect`,
 * made once, outside the component); the component renders again when it changes. A server
 * render, and hydration, see no wallet and none connected.
 */
export function useWalletConnector(connector: WalletConnector): WalletConnectorState {
  return useSyncExternalStore(connector.subscribe, connector.getSnapshot, serverState)
}

/**
 * The wallet session's snapshot (`createWalletSession()` from `@rampkit/wallet/connect`): handlers,
 * balance, receipt; the component renders again when it changes, and the session reads the chain
 * while a component shows it. A server render, and hydration, see no wallet.
 */
export function useWalletSession(session: WalletSession): WalletSessionState {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, serverSession)
}
