import { isSaleStatus, type SaleStatus, type SaleStatusSource } from '@rampkit/core'
import type { ReceivedWebhook } from './webhookLog.js'

/**
 * A sale's status as the webhook receiver stored it (`GET /webhooks`, newest first): the type
 * of the newest sale call for that id. The host API has none (spec 2.9, 3), so this is where the
 * apps' `useSale` reads it. `undefined` while no call arrived; a failed read rejects, and the
 * tracker tries again later.
 */
export function saleStatusFromReceiver(listUrl: string): SaleStatusSource {
  return async (saleId, { signal }) => {
    const response = await fetch(`${listUrl}?limit=100`, { signal })
    if (!response.ok) throw new Error(`The webhook receiver answered HTTP ${response.status}`)
    const calls = (await response.json()) as unknown
    if (!Array.isArray(calls)) throw new Error('The webhook receiver did not answer a list')
    return newestSaleStatus(calls as ReceivedWebhook[], saleId)
  }
}

/** The newest stored sale call for `saleId` (the list is newest first), as a status. */
export function newestSaleStatus(
  calls: readonly ReceivedWebhook[],
  saleId: string,
): SaleStatus | undefined {
  for (const call of calls) {
    if (call?.kind === 'sale' && call.id === saleId && isSaleStatus(call.type)) return call.type
  }
  return undefined
}
