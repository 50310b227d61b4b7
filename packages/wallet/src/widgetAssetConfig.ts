import type { ChainAsset, ChainTableOptions } from '@rampkit/core/chains'
import { evmAssetIds, isNativeAsset } from './chains.js'
import type { WalletConnection } from './EvmWallet.js'

/** The widget configuration's fields that follow the connected wallet (spec 2.11). */
export interface WalletWidgetConfig {
  /** The connected address: where a purchase's crypto goes, whence a sale's comes. */
  userAddress?: string
  /** The on-ramp assets of the connected chain, comma-separated. */
  swapAsset?: string
  /** The off-ramp assets of the connected chain, comma-separated. */
  offrampAsset?: string
  /** The chain's native coin when offered, else its first asset. */
  defaultAsset?: string
}

/** The V3 asset lists the configuration is chosen from, and the chain table. */
export interface WalletConfigOptions extends ChainTableOptions {
  /** The on-ramp assets (V3 `assets`). */
  assets: readonly ChainAsset[]
  /** The off-ramp assets (V3); `assets` when absent. */
  offrampAssets?: readonly ChainAsset[] | undefined
}

/**
 * The configuration for a connected account and chain: `userAddress`, and the assets of that chain
 * for buying and selling with the native coin as default. Empty when nothing is connected; no
 * asset fields for a chain the lists do not have (the widget then offers all its assets).
 */
export function widgetAssetConfig(
  connection: WalletConnection | undefined,
  options: WalletConfigOptions,
): WalletWidgetConfig {
  if (!connection) return {}
  const { assets, offrampAssets = assets } = options
  const ofChain = (list: readonly ChainAsset[]) => evmAssetIds(list, connection.chainId, options)
  const onramp = ofChain(assets)
  const offramp = ofChain(offrampAssets)
  const [native] = ofChain([...assets, ...offrampAssets].filter(isNativeAsset))
  // Blank fields left out, as the configuration leaves out blank optional values.
  return Object.fromEntries(
    Object.entries({
      userAddress: connection.address,
      swapAsset: onramp.join(','),
      offrampAsset: offramp.join(','),
      defaultAsset: native ?? onramp[0] ?? offramp[0],
    }).filter(([, value]) => value),
  )
}

/** `widgetAssetConfig` for the wallet's current account and chain. */
export async function walletWidgetConfig(
  wallet: { connection(): Promise<WalletConnection | undefined> },
  options: WalletConfigOptions,
): Promise<WalletWidgetConfig> {
  return widgetAssetConfig(await wallet.connection(), options)
}
