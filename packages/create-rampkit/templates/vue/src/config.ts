import type { RequestCryptoAccountHandler, SendCryptoHandler } from '@rampkit/core'

/** The page's settings, from .env (see that file for production). */
export interface AppConfig {
  apiUrl: string
  widgetUrl: string
  hostApiKey: string
  /**
   * Your webhook receiver's base URL, if the widget should report there: purchases to
   * `<webhookUrl>/purchase`, sales to `<webhookUrl>/offramp`. Unset: no webhooks for the page's
   * purchases and sales.
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
 * How the page answers the widget's wallet requests (its `wallet` prop), for Buy and Sell alike:
 * the user's account for an asset (`onRequestCryptoAccount`, where bought crypto goes) and
 * sending the crypto of a sale from the user's wallet (`onSendCrypto`; with it, Sell asks the
 * page to send instead of showing an address to send to).
 */
export interface PageWallet {
  onRequestCryptoAccount?: RequestCryptoAccountHandler
  onSendCrypto?: SendCryptoHandler
}

/**
 * The page's wallet until you give it yours: the sandbox's development wallet. It answers Buy
 * with a public sample address for the asset's chain (DEVELOPMENT ONLY: the sandbox accepts it,
 * nobody holds its keys for you) and sends nothing. `@rampkit/sandbox` is a development
 * dependency: give the page your wallet before production.
 */
export { developmentWallet } from '@rampkit/sandbox/wallet'
