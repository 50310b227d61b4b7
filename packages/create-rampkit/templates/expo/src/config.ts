import type { RequestCryptoAccountHandler, SendCryptoHandler } from '@rampkit/core'
import { Platform } from 'react-native'

/** The app's settings, from .env (see that file for production). */
export interface AppConfig {
  apiUrl: string
  widgetUrl: string
  hostApiKey: string
  /** The logo the widget shows (an absolute address). */
  logoUrl: string
  /**
   * Your webhook receiver's base URL, if the service should call it: Buy's purchases then go to
   * `<webhookUrl>/purchase`, Sell's sales to `<webhookUrl>/offramp`.
   */
  webhookUrl?: string
}

export const config: AppConfig = {
  apiUrl: process.env.EXPO_PUBLIC_RAMPKIT_API_URL || 'http://127.0.0.1:8787/api',
  widgetUrl: process.env.EXPO_PUBLIC_RAMPKIT_WIDGET_URL || 'http://127.0.0.1:8787/widget/',
  hostApiKey: process.env.EXPO_PUBLIC_RAMPKIT_HOST_API_KEY || 'demo-host-api-key',
  // The web build's own logo, else your site's.
  logoUrl:
    Platform.OS === 'web' && typeof location !== 'undefined'
      ? new URL('/logo.svg', location.href).href
      : 'https://example.com/logo.svg',
  webhookUrl: process.env.EXPO_PUBLIC_RAMPKIT_WEBHOOK_URL || undefined,
}

/** What the app offers to buy, by asset id (`<CHAIN>_<SYMBOL>`). */
export const ASSETS = { ETH_ETH: 'Ether', ETH_USDC: 'USD Coin (Ethereum)', SOLANA_SOL: 'Solana' }

export const CURRENCY = 'EUR'

/**
 * How the app answers the widget's wallet requests, given to both Buy and Sell: where the crypto
 * goes (`onRequestCryptoAccount`) and, for a sale, sending it (`onSendCrypto`; Sell then asks
 * the widget for that callback). A missing handler leaves that question to the widget's user.
 */
export interface PageWallet {
  onRequestCryptoAccount?: RequestCryptoAccountHandler
  onSendCrypto?: SendCryptoHandler
}

/**
 * The app's wallet until you give it yours: the sandbox's development wallet. It answers Buy
 * with a public sample address for the asset's chain (DEVELOPMENT ONLY: the sandbox accepts it,
 * nobody holds its keys for you) and sends nothing. `@rampkit/sandbox` is a development
 * dependency: give the app your wallet before production.
 */
export { developmentWallet } from '@rampkit/sandbox/wallet'
