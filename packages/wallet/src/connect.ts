// `@rampkit/wallet/connect`: finding the browser's wallets (EIP-6963) and holding the one the user
// connects, and the page's wallet part around it (`createWalletSession`), framework-agnostic. Its own entry, so the handlers' entry stays small for a host that
// has its wallet from wagmi or a wallet SDK.
export {
  type TransactionReceipt,
  type TransactionReceiptOptions,
  transactionReceipt,
} from './transactionReceipt.js'
export {
  createWalletConnector,
  type DiscoveredWallet,
  type Eip6963ProviderInfo,
  type WalletConnector,
  type WalletConnectorOptions,
  type WalletConnectorState,
  type WalletConnectorStatus,
  type WalletProvider,
} from './walletConnector.js'
export {
  createWalletSession,
  type FinalReceipt,
  type FinalTransaction,
  type WalletBalance,
  type WalletSession,
  type WalletSessionAsset,
  type WalletSessionHandlers,
  type WalletSessionInput,
  type WalletSessionOptions,
  type WalletSessionState,
} from './walletSession.js'
