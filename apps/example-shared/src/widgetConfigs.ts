import type { EmbeddedWidgetConfig, WidgetConfig } from '@rampkit/core'
import { assetIdOf } from './assetIdOf.js'
import type { AppConfig } from './config.js'

/**
 * What the page's widgets are opened with: the page's config and the user's choices. The
 * configs carry no `userAddress`: the widget asks the page for the user's address
 * (`REQUEST_CRYPTO_ACCOUNT`), which `walletAccount` answers.
 */
export interface WalletWidgetInput {
  config: AppConfig
  /** Absolute URL of the logo the widget shows. */
  logoUrl: string
  currency: string
  /** The chosen asset's id. */
  assetId: string
}

function common({ config, logoUrl, currency }: WalletWidgetInput) {
  return {
    hostAppName: 'Rampkit Wallet',
    hostLogoUrl: logoUrl,
    hostApiKey: config.hostApiKey,
    url: config.widgetUrl,
    fiatCurrency: currency,
  }
}

const amount = (fiatValue: number | undefined) => (fiatValue === undefined ? {} : { fiatValue })

/** The embedded panel's widget: the chosen asset, no amount (the user types it there). */
export function embeddedWidgetConfig(input: WalletWidgetInput): EmbeddedWidgetConfig {
  return { ...common(input), swapAsset: input.assetId }
}

/** Buy: the on-ramp overlay for the chosen asset and valid amount, its webhook to the receiver. */
export function buyWidgetConfig(
  input: WalletWidgetInput & { fiatValue: number | undefined },
): WidgetConfig {
  return {
    ...common(input),
    ...amount(input.fiatValue),
    enabledFlows: ['ONRAMP'],
    swapAsset: input.assetId,
    webhookStatusUrl: `${input.config.webhookUrl}/purchase`,
  }
}

/** Sell: the off-ramp overlay, the demo wallet answering `SEND_CRYPTO`. */
export function sellWidgetConfig(
  input: WalletWidgetInput & { fiatValue: number | undefined },
): WidgetConfig {
  return {
    ...common(input),
    ...amount(input.fiatValue),
    enabledFlows: ['OFFRAMP'],
    offrampAsset: input.assetId,
    useSendCryptoCallback: true,
    offrampWebhookV3Url: `${input.config.webhookUrl}/offramp`,
  }
}

/**
 * Why Sell is off for `assetId`, once the off-ramp assets are loaded and it is not among them;
 * `undefined` while they load or when it can be sold.
 */
export function sellUnavailableReason(
  offrampAssets: {
    status: string
    data?: { assets: readonly { chain: string; symbol: string }[] }
  },
  assetId: string,
  symbol: string | undefined,
): string | undefined {
  if (offrampAssets.status !== 'success') return undefined
  if (offrampAssets.data?.assets.some((a) => assetIdOf(a) === assetId)) return undefined
  return `${symbol ?? 'This asset'} on this network cannot be sold.`
}
