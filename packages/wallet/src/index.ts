export { cryptoAccountHandler } from './cryptoAccountHandler.js'
export type { EvmWallet, WalletConnection } from './EvmWallet.js'
export { type Eip1193Provider, eip1193Wallet } from './eip1193Wallet.js'
export { sendCryptoHandler } from './sendCryptoHandler.js'
export { viemWallet } from './viemWallet.js'
export {
  WalletError,
  type WalletErrorCode,
  type WalletErrorInit,
} from './WalletError.js'
export {
  type WalletConfigOptions,
  type WalletWidgetConfig,
  walletWidgetConfig,
  widgetAssetConfig,
} from './widgetAssetConfig.js'
export type { WalletHandlerOptions } from './withConnection.js'
