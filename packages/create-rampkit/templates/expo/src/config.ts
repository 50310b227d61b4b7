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
  /**
   * DEVELOPMENT ONLY: the sandbox's local EVM chain (Hardhat's node, chain id 31337). Set, the app
   * offers the sandbox wallet, which holds a funded account of that chain. On a phone 127.0.0.1
   * is the phone: give the computer's address. Unset in a production build.
   */
  localChainUrl?: string
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
  // In development the web build finds the local chain on this computer; a phone is told where.
  localChainUrl:
    process.env.EXPO_PUBLIC_RAMPKIT_LOCAL_CHAIN_URL ||
    (__DEV__ && Platform.OS === 'web' ? 'http://127.0.0.1:8545' : undefined),
}

/** What the app offers to buy, by asset id (`<CHAIN>_<SYMBOL>`). */
export const ASSETS = { ETH_ETH: 'Ether', ETH_USDC: 'USD Coin (Ethereum)', SOLANA_SOL: 'Solana' }

export const CURRENCY = 'EUR'

/**
 * Your own answers to the widget's wallet requests, instead of the connected wallet's (the app's
 * `wallet` prop), given to both Buy and Sell: where the crypto goes (`onRequestCryptoAccount`)
 * and, for a sale, sending it (`onSendCrypto`; Sell then asks the widget for that callback). A
 * missing handler leaves that question to the widget's user.
 */
export interface PageWallet {
  onRequestCryptoAccount?: RequestCryptoAccountHandler
  onSendCrypto?: SendCryptoHandler
}
