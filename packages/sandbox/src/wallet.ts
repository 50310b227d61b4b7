// `@rampkit/sandbox/wallet`: the development wallet an app gives the widget while it runs
// against the sandbox. Browser-safe (no Node API, only core's types), so a page imports it as it
// imports its SDK; create-rampkit's templates answer Buy's account request with it until the
// user gives them a wallet of their own.
import type {
  CryptoAccount,
  RequestCryptoAccountHandler,
  RequestCryptoAccountPayload,
} from '@rampkit/core'

const EVM = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

/**
 * DEVELOPMENT ONLY, not a wallet's: a public sample address per chain of the sandbox's catalog
 * (the sandbox checks that an address fits its chain). Nobody holds their keys for you: crypto
 * sent there outside the sandbox is lost.
 */
export const DEVELOPMENT_ADDRESSES: Readonly<Record<string, string>> = Object.freeze({
  ETH: EVM,
  MATIC: EVM,
  BASE: EVM,
  BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  SOLANA: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
})

/**
 * The widget's `onRequestCryptoAccount`, answered with the development address of the asset's
 * chain: its id's prefix (`ETH_USDC` → `ETH`), else the request's `type`. Throws for a chain with
 * none: the widget is answered that error and asks its user for an address instead.
 */
export function developmentAccount(request: RequestCryptoAccountPayload): CryptoAccount {
  // Own keys only: an asset named `constructor_X` has no address here.
  const chain = [request.assetSymbol.split('_')[0], request.type].find(
    (name) => name !== undefined && Object.hasOwn(DEVELOPMENT_ADDRESSES, name),
  )
  const address = chain === undefined ? undefined : DEVELOPMENT_ADDRESSES[chain]
  if (!address) throw new Error(`No development address for ${request.assetSymbol}.`)
  return { ...request, address, name: 'Development address (sandbox only)' }
}

/**
 * The handlers a page gives Buy and Sell until it has a wallet of its own: development
 * addresses for Buy, and no `onSendCrypto`, so Sell shows its user where to send the crypto.
 */
export const developmentWallet: { readonly onRequestCryptoAccount: RequestCryptoAccountHandler } =
  Object.freeze({ onRequestCryptoAccount: developmentAccount })
