import type { RequestCryptoAccountHandler, SendCryptoHandler } from '@rampkit/core'
import { SERVICE_CHAINS, type ServiceChainTable } from '@rampkit/core/chains'
import { createWalletConnector, type WalletConnector } from '@rampkit/wallet/connect'

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
  /**
   * DEVELOPMENT ONLY: the sandbox's local chain (`dev` starts it on http://127.0.0.1:8545). Set,
   * the page lists the sandbox wallet, which holds a funded account of that chain. Unset in a
   * production build.
   */
  localChainUrl?: string
}

export const config: AppConfig = {
  apiUrl: import.meta.env.VITE_RAMPKIT_API_URL ?? 'http://127.0.0.1:8787/api',
  widgetUrl: import.meta.env.VITE_RAMPKIT_WIDGET_URL ?? 'http://127.0.0.1:8787/widget/',
  hostApiKey: import.meta.env.VITE_RAMPKIT_HOST_API_KEY ?? 'demo-host-api-key',
  webhookUrl: import.meta.env.VITE_RAMPKIT_WEBHOOK_URL || undefined,
  localChainUrl:
    import.meta.env.VITE_RAMPKIT_LOCAL_CHAIN_URL ||
    (import.meta.env.DEV ? 'http://127.0.0.1:8545' : undefined),
}

/** What the page offers to buy, by asset id (`<CHAIN>_<SYMBOL>`). */
export const ASSETS = { ETH_ETH: 'Ether', ETH_USDC: 'USD Coin (Ethereum)', SOLANA_SOL: 'Solana' }

export const CURRENCY = 'EUR'

/**
 * Your own answers to the widget's wallet requests (the page's `wallet` prop), instead of the
 * connected wallet's, given to Buy and Sell alike: where the crypto goes
 * (`onRequestCryptoAccount`) and, for a sale, sending it (`onSendCrypto`; Sell then asks the
 * widget for that callback). A missing handler leaves that question to the widget's user.
 */
export interface PageWallet {
  /** The user's account for the asset the widget asks about (where Buy sends the crypto). */
  onRequestCryptoAccount?: RequestCryptoAccountHandler
  /** Sends a sale's crypto to the address the widget gives (Sell). */
  onSendCrypto?: SendCryptoHandler
}

/** The sandbox's chains with its ETH on the local chain (Hardhat's id), for development. */
export const LOCAL_CHAINS: ServiceChainTable = {
  ...SERVICE_CHAINS,
  ETH: { evm: true, chainId: 31337 },
}

let pageConnector: WalletConnector | undefined
/** The page's one connector, made at first use: it listens for the browser's wallets (EIP-6963). */
export function pageWallets(): WalletConnector {
  pageConnector ??= createWalletConnector()
  return pageConnector
}

const announced = new Set<string>()
/**
 * DEVELOPMENT ONLY: lists the sandbox wallet of the local chain at `rpcUrl` (EIP-6963), once per
 * page. Loaded on demand: `@rampkit/sandbox` is a development dependency.
 */
export function showSandboxWallet(rpcUrl: string): void {
  if (announced.has(rpcUrl)) return
  announced.add(rpcUrl)
  import('@rampkit/sandbox/wallet').then(({ announceSandboxWallet, sandboxWalletProvider }) =>
    announceSandboxWallet(sandboxWalletProvider({ rpcUrl })),
  )
}
