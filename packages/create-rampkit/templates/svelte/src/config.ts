import type { RequestCryptoAccountHandler, SendCryptoHandler } from '@rampkit/core'

/** The page's settings, from .env (see that file for production). */
export interface AppConfig {
  apiUrl: string
  widgetUrl: string
  hostApiKey: string
  /**
   * Your webhook receiver's base URL, if the service should call it: Buy's purchases then go to
   * `<webhookUrl>/purchase`, Sell's sales to `<webhookUrl>/offramp`.
   */
  webhookUrl?: string
}

export const config: AppConfig = {
  apiUrl: import.meta.env.VITE_RAMPKIT_API_URL ?? 'http://127.0.0.1:8787/api',
  widgetUrl: import.meta.env.VITE_RAMPKIT_WIDGET_URL ?? 'http://127.0.0.1:8787/widget/',
  hostApiKey: import.meta.env.VITE_RAMPKIT_HOST_API_KEY ?? 'demo-host-api-key',
  webhookUrl: import.meta.env.VITE_RAMPKIT_WEBHOOK_URL || undefined,
}

/** What the page offers to buy, by asset id (`<CHAIN>_<SYMBOL>`). */
export const ASSETS = { ETH_ETH: 'Ether', ETH_USDC: 'USD Coin (Ethereum)', SOLANA_SOL: 'Solana' }

export const CURRENCY = 'EUR'

/**
 * How the page answers the widget's wallet requests, given to Buy and Sell alike (the page's
 * `wallet` prop): where the crypto goes (`onRequestCryptoAccount`) and, for a sale, sending it
 * (`onSendCrypto`; Sell then asks the widget for that callback). A missing handler leaves that
 * question to the widget's user.
 */
export interface PageWallet {
  /** The user's account for the asset the widget asks about (where Buy sends the crypto). */
  onRequestCryptoAccount?: RequestCryptoAccountHandler
  /** Sends a sale's crypto to the address the widget gives (Sell). */
  onSendCrypto?: SendCryptoHandler
}

/**
 * The page's wallet until you give it yours: the sandbox's development wallet. It answers Buy
 * with a public sample address for the asset's chain (DEVELOPMENT ONLY: the sandbox accepts it,
 * nobody holds its keys for you) and sends nothing. `@rampkit/sandbox` is a development
 * dependency: give the page your wallet before production.
 */
export { developmentWallet } from '@rampkit/sandbox/wallet'
