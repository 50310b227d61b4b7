import type { RequestCryptoAccountHandler, SendCryptoHandler } from '@rampkit/core'

/** The app's settings, read on the server from .env (see that file for production). */
export interface AppConfig {
  apiUrl: string
  widgetUrl: string
  hostApiKey: string
  /**
   * Your webhook receiver's base URL, if the service should call it: Buy's purchases then go to
   * `<webhookUrl>/purchase`, Sell's sales to `<webhookUrl>/offramp`.
   */
  webhookUrl?: string
  /**
   * DEVELOPMENT ONLY: the sandbox's local chain (`dev` starts it on http://127.0.0.1:8545). Set,
   * the page lists the sandbox wallet, which holds a funded account of that chain. Unset in
   * production unless RAMPKIT_LOCAL_CHAIN_URL says.
   */
  localChainUrl?: string
}

export function readConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  return {
    apiUrl: env.RAMPKIT_API_URL || 'http://127.0.0.1:8787/api',
    widgetUrl: env.RAMPKIT_WIDGET_URL || 'http://127.0.0.1:8787/widget/',
    hostApiKey: env.RAMPKIT_HOST_API_KEY || 'demo-host-api-key',
    webhookUrl: env.RAMPKIT_WEBHOOK_URL || undefined,
    localChainUrl:
      env.RAMPKIT_LOCAL_CHAIN_URL ||
      (env.NODE_ENV === 'development' ? 'http://127.0.0.1:8545' : undefined),
  }
}

/** What the page offers to buy, by asset id (`<CHAIN>_<SYMBOL>`). */
export const ASSETS = { ETH_ETH: 'Ether', ETH_USDC: 'USD Coin (Ethereum)', SOLANA_SOL: 'Solana' }

export const CURRENCY = 'EUR'

/**
 * Your own answers to the widget's wallet requests (the page's `wallet` prop), instead of the
 * connected wallet's, given to both Buy and Sell: where the crypto goes
 * (`onRequestCryptoAccount`) and, for a sale, sending it (`onSendCrypto`; Sell then asks the
 * widget for that callback). A missing handler leaves that question to the widget's user.
 */
export interface PageWallet {
  onRequestCryptoAccount?: RequestCryptoAccountHandler
  onSendCrypto?: SendCryptoHandler
}
