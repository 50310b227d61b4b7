// Creating what the user confirmed (part of the stand-in widget's browser module, bundled from
// ./main.ts): the sandbox creates the purchase or sale, the host hears of it, the page says so.
import { isHostedVariant } from '@rampkit/core'
import type { PurchaseRequestBody, SaleRequestBody, SandboxApi } from './api.js'
import type { WidgetChannel } from './openChannel.js'
import type { PageElements } from './pageElements.js'
import { type StandInConfig, usesSendCrypto } from './readWidgetConfig.js'
import { purchaseSummary, saleSummary, showFinished, showStatus } from './render.js'
import { offerSendFromWallet } from './sendFromWallet.js'
import type { Asset } from './state/widgetState.js'

export interface TradeContext {
  win: Window
  page: PageElements
  api: SandboxApi
  channel: WidgetChannel
  config: StandInConfig
}

/**
 * Creates the purchase of `asset`, posts `PURCHASE_CREATED` (with its view token) and, in a
 * window of its own, goes to `finalUrl`. Rejects when the sandbox refuses.
 */
export async function buy(
  { win, page, api, channel, config }: TradeContext,
  body: PurchaseRequestBody,
  asset: Asset,
): Promise<void> {
  const created = await api.createPurchase(body)
  channel.post('PURCHASE_CREATED', created)
  showFinished(page, 'Purchase created', purchaseSummary(created.purchase, asset))
  showStatus(page, 'Purchase created.')
  // A window of its own: opened by the host (hosted variants), or loaded as such.
  const hosted = win.parent === win && (win.opener !== null || isHostedVariant(config.variant))
  if (hosted && config.finalUrl && /^https?:\/\//i.test(config.finalUrl)) {
    win.location.assign(config.finalUrl)
  }
}

/**
 * Creates the sale of `asset`, posts `OFFRAMP_SALE_CREATED` (with its view token, without the
 * deposit address, which the event does not carry) and, when the host takes `SEND_CRYPTO`,
 * offers to send the crypto from the host's wallet. Rejects when the sandbox refuses.
 */
export async function sell(
  { page, api, channel, config }: TradeContext,
  body: SaleRequestBody,
  asset: Asset,
): Promise<void> {
  const { depositAddress, ...created } = await api.createSale(body)
  channel.post('OFFRAMP_SALE_CREATED', created)
  const { sale } = created
  showFinished(page, 'Sale created', saleSummary(sale, asset, depositAddress))
  showStatus(page, 'Sale created.')
  if (!usesSendCrypto(config) || !channel.connected) return
  offerSendFromWallet(
    page,
    channel,
    { assetInfo: sale.crypto.assetInfo, amount: sale.crypto.amount, address: depositAddress },
    // The sale goes on without the answer: the dashboard says what the sandbox made of the hash.
    (txHash) =>
      void api.reportSaleTransaction(sale.id, created.saleViewToken, txHash).catch(() => {}),
  )
}
