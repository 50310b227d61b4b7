// What the three example apps share: everything on the page that is not framework code.
export { type AmountCheck, checkAmount, describeLimits } from './amount.js'
export { assetIdOf } from './assetIdOf.js'
export { type AppConfig, DEFAULTS, readAppConfig } from './config.js'
export { type CurrenciesState, createCurrenciesStore, onrampCurrencies } from './currencies.js'
export { formatCrypto, formatFiat, formatTime } from './format.js'
export type { LoggedEvent } from './loggedEvent.js'
export { quoteErrorMessage } from './quoteErrorMessage.js'
export { type QuoteRows, quoteRows } from './quoteRows.js'
export { type AnnouncedQuote, quotesAnnouncement } from './quotesAnnouncement.js'
export { newestSaleStatus, saleStatusFromReceiver } from './saleStatusSource.js'
export {
  type CreatedTransaction,
  keepCreatedTransaction,
  readStoredTransaction,
  type StoredTransaction,
  storeTransaction,
  type TransactionKind,
} from './storedTransaction.js'
export { demoWallet, networkName, sendFromWallet, walletAccount, walletAddress } from './wallet.js'
export { type ReceivedWebhook, readWebhookLog, type WebhookLogState } from './webhookLog.js'
export {
  buyWidgetConfig,
  embeddedWidgetConfig,
  sellUnavailableReason,
  sellWidgetConfig,
  type WalletWidgetInput,
} from './widgetConfigs.js'
export { widgetProblem, widgetProblemAfter } from './widgetProblem.js'
