// `@rampkit/wallet/element`: the wallet bound to a `<rampkit-widget>` element (@rampkit/element).
import type { RequestCryptoAccountHandler, SendCryptoHandler } from '@rampkit/core'
import { cryptoAccountHandler } from './cryptoAccountHandler.js'
import type { EvmWallet } from './EvmWallet.js'
import { sendCryptoHandler } from './sendCryptoHandler.js'
import {
  type WalletConfigOptions,
  type WalletWidgetConfig,
  walletWidgetConfig,
} from './widgetAssetConfig.js'
import type { WalletHandlerOptions } from './withConnection.js'

/** What `bindWallet` sets: a `<rampkit-widget>` element's handlers and parameters of the wallet. */
export type WalletBindableElement = {
  onSendCrypto: SendCryptoHandler | null
  onRequestCryptoAccount: RequestCryptoAccountHandler | null
} & { [K in keyof WalletWidgetConfig]?: string | undefined }

/** The handlers' options (chain table, `onError`) and the asset lists the parameters come from. */
export type BindWalletOptions = WalletHandlerOptions & WalletConfigOptions

const FIELDS = ['userAddress', 'swapAsset', 'offrampAsset', 'defaultAsset'] as const

/** Each element's latest call: a slower config read of an earlier wallet never wins. */
const latest = new WeakMap<object, object>()

/**
 * Binds `wallet` to the element: its `onRequestCryptoAccount` and `onSendCrypto` (set at once),
 * and `userAddress`, `swapAsset`, `offrampAsset`, `defaultAsset` for the connected account and
 * chain (set when read; a field the wallet has no value for goes back to its attribute). Call it
 * again when the wallet or its chain changes; `wallet` undefined unbinds (handlers `null`, the
 * fields back to the attributes). The off-ramp asks `onSendCrypto` only with the
 * `use-send-crypto-callback` attribute (or `useSendCryptoCallback`) set.
 */
export async function bindWallet(
  element: WalletBindableElement,
  wallet: EvmWallet | undefined,
  options: BindWalletOptions,
): Promise<void> {
  const call = {}
  latest.set(element, call)
  element.onRequestCryptoAccount = wallet ? cryptoAccountHandler(wallet, options) : null
  element.onSendCrypto = wallet ? sendCryptoHandler(wallet, options) : null
  const config = wallet ? await walletWidgetConfig(wallet, options) : {}
  if (latest.get(element) !== call) return
  for (const field of FIELDS) element[field] = config[field]
}
