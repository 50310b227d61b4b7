import type { CryptoAccount, RequestCryptoAccountPayload } from '@rampkit/core'
import type { EvmWallet } from './EvmWallet.js'
import { type WalletHandlerOptions, withConnection } from './withConnection.js'

/**
 * The widget's `onRequestCryptoAccount`: the connected address, for an asset on an EVM chain of the
 * chain table (the request's `assetSymbol`, `ETH_USDC`, names the chain; else its `type`). Any
 * EVM chain's asset gets the same address, so no switch is asked. A non-EVM asset or no connected
 * account rejects with a `WalletError` (the widget asks its user instead) and goes to `onError`.
 */
export function cryptoAccountHandler(
  wallet: EvmWallet,
  options: WalletHandlerOptions = {},
): (request: RequestCryptoAccountPayload) => Promise<CryptoAccount> {
  return ({ type, assetSymbol }) => {
    const [chain = type] = assetSymbol.includes('_') ? assetSymbol.split('_') : []
    return withConnection(wallet, chain, assetSymbol, options, async ({ address }) => ({
      address,
      type,
      assetSymbol,
    }))
  }
}
