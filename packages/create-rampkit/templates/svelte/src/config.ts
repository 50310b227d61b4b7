import type {
  CryptoAccount,
  RequestCryptoAccountHandler,
  RequestCryptoAccountPayload,
  SendCryptoHandler,
} from '@rampkit/core'

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
 * DEVELOPMENT ONLY, not a wallet: the address Buy sends the crypto to, answered when the widget
 * asks for the user's account (`onRequestCryptoAccount`), so a purchase in the sandbox finishes
 * without typing one. Public sample addresses per chain (the sandbox checks an address fits its
 * chain): before production, answer with the user's own wallet account instead.
 */
const DEVELOPMENT_ADDRESSES: Record<string, string> = {
  ETH: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  SOLANA: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
}

/** The development address for the asset the widget asks about (`ETH_USDC` → chain `ETH`). */
export function developmentAccount(request: RequestCryptoAccountPayload): CryptoAccount {
  const chain = request.assetSymbol.split('_')[0] ?? request.type
  const address = Object.hasOwn(DEVELOPMENT_ADDRESSES, chain)
    ? DEVELOPMENT_ADDRESSES[chain]
    : undefined
  // A throw is answered to the widget as an error: it then asks the user for an address.
  if (!address) throw new Error(`No development address for ${request.assetSymbol}.`)
  return { ...request, address, name: 'Development address (sandbox only)' }
}

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

/** The page's default wallet: development addresses only, no sending. Replace before production. */
export const developmentWallet: PageWallet = { onRequestCryptoAccount: developmentAccount }
