export { cryptoAccountHandler } from './cryptoAccountHandler.js'
export type { EvmWallet, WalletConnection } from './EvmWallet.js'
export { sendCryptoHandler, type WalletHandlerOptions } from './sendCryptoHandler.js'
export { viemWallet } from './viemWallet.js'
export {
  isWalletError,
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
