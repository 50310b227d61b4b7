import type { EmbeddedWidgetConfig } from '@rampkit/core'
import type { AppConfig } from './config.js'

/**
 * What the example's embedded panel opens the widget with: the page's config and the asset and
 * currency it shows. No `userAddress`: the widget asks the page for the user's address
 * (`REQUEST_CRYPTO_ACCOUNT`), which the demo wallet answers.
 */
export interface WalletWidgetInput {
  config: AppConfig
  /** Absolute URL of the logo the widget shows. */
  logoUrl: string
  currency: string
  /** The asset's id (`ETH_ETH`). */
  assetId: string
}

/** The embedded panel's widget: the asset, no amount (the user types it there). */
export function embeddedWidgetConfig({
  config,
  logoUrl,
  currency,
  assetId,
}: WalletWidgetInput): EmbeddedWidgetConfig {
  return {
    hostAppName: 'Rampkit Wallet',
    hostLogoUrl: logoUrl,
    hostApiKey: config.hostApiKey,
    url: config.widgetUrl,
    fiatCurrency: currency,
    swapAsset: assetId,
  }
}
