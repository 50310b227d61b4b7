import type { WalletConnectorState } from './walletConnector.js'

/**
 * What a server renders, and what hydration starts from: no wallet found, none connected (a
 * server has no `window`, so no EIP-6963 wallet).
 */
export const SERVER_STATE: WalletConnectorState = Object.freeze({
  wallets: Object.freeze([]),
  status: 'disconnected',
})
