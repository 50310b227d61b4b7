import type { PurchaseRecord, SaleRecord } from '../store.js'
import { redactViewTokens } from '../webhooks/webhookBodies.js'

// How a record shows in the lists and the dashboard's event stream: view tokens redacted, the
// webhook URL without its query (it may carry a host's credential), with its status timeline.

export function purchaseListItem(record: PurchaseRecord) {
  return {
    purchase: redactViewTokens(record.purchase),
    assetId: record.assetId,
    webhookUrl: withoutQuery(record.webhookStatusUrl),
    timeline: record.timeline ?? [],
    // Only with --evm-rpc, while RELEASING: its crypto being sent, or why that failed.
    ...(record.release ? { release: { ...record.release } } : {}),
  }
}

export function saleListItem(record: SaleRecord) {
  return {
    status: record.status,
    updatedAt: record.updatedAt,
    sale: redactViewTokens(record.sale),
    assetId: record.assetId,
    webhookUrl: withoutQuery(record.offrampWebhookV3Url),
    timeline: record.timeline ?? [],
    // Only with --evm-rpc: the host's transaction, or why the sale waits for its crypto.
    ...(record.transfer ? { transfer: { ...record.transfer } } : {}),
  }
}

function withoutQuery(url: string | undefined): string | null {
  if (url === undefined) return null
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}
