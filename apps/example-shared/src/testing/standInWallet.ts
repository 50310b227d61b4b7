// A stand-in wallet: a demo address per chain (the sandbox checks that an address fits its chain)
// and a random hash for a send. No web example's page uses it any more (they hold a real wallet:
// the browser's EIP-6963 wallets and the sandbox wallet of the local chain); it answers the
// widget in the shared jsdom page scenarios (testing/page), which test the extras' wiring. (The
// Expo example holds a real wallet too: a provider given to it, the sandbox wallet.)
import type { CryptoAccount, RequestCryptoAccountPayload } from '@rampkit/core'

const EVM = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

const ADDRESSES: Record<string, string> = {
  ETH: EVM,
  MATIC: EVM,
  BASE: EVM,
  BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  SOLANA: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
}

// Own keys only: a chain named `constructor` or `toString` is not one the wallet knows.
const lookup = (table: Record<string, string>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined

/** The user's address on `chain`, if this wallet has one there. */
export function walletAddress(chain: string): string | undefined {
  return lookup(ADDRESSES, chain)
}

/**
 * The widget's `onRequestCryptoAccount`: the wallet's address for the asset it asks about. The
 * asset's chain is its id's prefix (`ETH_USDC` → `ETH`), else the request's `type` or the
 * symbol itself (`BTC`). Throws for an asset the wallet has no address for: the widget is
 * answered that error and asks its user instead.
 */
export function walletAccount(request: RequestCryptoAccountPayload): CryptoAccount {
  const { type, assetSymbol } = request
  const separator = assetSymbol.indexOf('_')
  const chains = [separator > 0 ? assetSymbol.slice(0, separator) : undefined, type, assetSymbol]
  for (const chain of chains) {
    const address = chain === undefined ? undefined : walletAddress(chain)
    if (address) return { address, type, name: 'Rampkit Wallet', assetSymbol }
  }
  throw new Error(`The wallet has no address for ${assetSymbol}.`)
}

/** The stand-in send: no transaction, a random hash (a scenario checks only that it is passed on). */
export async function sendFromWallet(): Promise<{ txHash: string }> {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return { txHash: `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}` }
}

/**
 * The stand-in wallet as the template pages take a wallet (their `wallet` prop): the account Buy
 * and Sell are answered with, and the stand-in send for a sale.
 */
export const standInWallet = {
  onRequestCryptoAccount: walletAccount,
  onSendCrypto: sendFromWallet,
} as const
