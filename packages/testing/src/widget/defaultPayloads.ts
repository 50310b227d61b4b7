import type { SaleAssetInfo, SaleCreatedPayload, WidgetUrlConfig } from '@rampkit/core'
import type { TestSandbox } from '../sandbox/createTestSandbox.js'
import type { ShownWidget } from './shownWidget.js'
import type { WidgetSentEventType, WidgetSentPayload } from './widgetSentEvents.js'

const ETH: SaleAssetInfo = {
  address: null,
  symbol: 'ETH',
  chain: 'ETH',
  type: 'NATIVE',
  name: 'Ether',
  decimals: 18,
}

/** What the payload-free `emit(type)` sends: what the stand-in widget would for this configuration. */
export interface PayloadContext {
  appVersion: string
  /** The sandbox purchases and sales are created in. */
  sandbox(): TestSandbox
  /** The last sale created through `emit`, which `SEND_CRYPTO` asks the host to fund. */
  lastSale: (SaleCreatedPayload & { depositAddress: string }) | undefined
}

/** `context` is the mock's: it remembers the last sale across emits. */
export async function defaultPayload<T extends WidgetSentEventType>(
  type: T,
  shown: ShownWidget,
  context: PayloadContext,
): Promise<WidgetSentPayload<T>> {
  return (await payloadOf(type, context, shown.config)) as WidgetSentPayload<T>
}

async function payloadOf(
  type: WidgetSentEventType,
  context: PayloadContext,
  config: WidgetUrlConfig,
): Promise<unknown> {
  switch (type) {
    case 'APP_VERSION':
      return { version: context.appVersion }
    case 'WIDGET_CONFIG_FAILED':
      return { code: 'INVALID_CONFIG', message: 'The widget refused its configuration.' }
    case 'PURCHASE_CREATED':
      return context.sandbox().createPurchase({
        cryptoAssetSymbol: oneAsset(config.swapAsset),
        fiatCurrency: config.fiatCurrency,
        fiatValue: config.fiatValue,
        receiverAddress: config.userAddress,
        webhookStatusUrl: config.webhookStatusUrl,
      })
    case 'OFFRAMP_SALE_CREATED': {
      const sale = await context.sandbox().createSale({
        cryptoAssetSymbol: oneAsset(config.offrampAsset ?? config.swapAsset),
        fiatCurrency: config.fiatCurrency,
        fiatValue: config.fiatValue,
        offrampWebhookV3Url: config.offrampWebhookV3Url,
      })
      context.lastSale = sale
      // The deposit address is the widget's own: the event does not carry it.
      const { depositAddress: _, ...payload } = sale
      return payload
    }
    case 'SEND_CRYPTO': {
      // As the stand-in widget: the last sale's crypto, to its deposit address.
      const sale = context.lastSale
      return {
        assetInfo: sale?.sale.crypto.assetInfo ?? ETH,
        amount: sale?.sale.crypto.amount ?? '10000000000000000',
        address: sale?.depositAddress ?? `0x${'cd'.repeat(20)}`,
      }
    }
    case 'REQUEST_CRYPTO_ACCOUNT': {
      const assetSymbol = oneAsset(config.swapAsset) ?? 'ETH_ETH'
      return { type: assetSymbol.split('_', 1)[0], assetSymbol }
    }
    default:
      return null
  }
}

/** One asset id of a configured list (`ETH_ETH`), or undefined for a list or a wildcard. */
function oneAsset(assets: string | undefined): string | undefined {
  return assets && /^[A-Z0-9]+_[A-Z0-9]+$/i.test(assets) ? assets : undefined
}
