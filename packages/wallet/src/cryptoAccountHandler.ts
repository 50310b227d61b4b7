import type { CryptoAccount, RequestCryptoAccountPayload } from '@rampkit/core'
import { isEvmChain } from './chains.js'
import type { EvmWallet } from './EvmWallet.js'
import { guarded, type WalletHandlerOptions } from './guarded.js'
import { refusal } from './walletFailure.js'

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
    const context = { asset: assetSymbol }
    return guarded(context, options, async () => {
      const [chain = type] = assetSymbol.includes('_') ? assetSymbol.split('_') : []
      if (!isEvmChain(chain, options)) throw refusal('NOT_EVM_ASSET', context)
      const connection = await wallet.connection()
      if (!connection) throw refusal('NOT_CONNECTED', context)
      return { address: connection.address, type, assetSymbol }
    })
  }
}
