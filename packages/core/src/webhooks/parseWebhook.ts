import { asObject, readId, readOneOf } from './fields.js'
import { readJsonBody } from './readJsonBody.js'
import type { PurchaseWebhookType, SaleWebhookType, WebhookEvent } from './types.js'
import { validatePurchase, validateSale } from './validatePayloads.js'
import { WebhookPayloadError } from './WebhookPayloadError.js'

const PURCHASE_TYPES: readonly PurchaseWebhookType[] = ['CREATED', 'RELEASED', 'RETURNED', 'ERROR']
const SALE_TYPES: readonly SaleWebhookType[] = ['CREATED', 'RELEASED', 'EXPIRED']

/**
 * Reads a webhook call: a purchase call `{ type, purchase }` or a sale call
 * `{ id, type, mode: 'OFFRAMP', payload }`. `body` may be the raw request text, its UTF-8 bytes
 * or the parsed object. Every field of the purchase / sale is checked; unknown fields are kept.
 * The result is a fresh copy, never the object passed in.
 *
 * Check the signature first (`verifyWebhookSignature`): parsing proves shape, not origin.
 *
 * @throws {WebhookPayloadError} naming the bad field (`purchase.cryptoAmount`, `payload.fiat`...)
 */
export function parseWebhook(body: unknown): WebhookEvent {
  const root = asObject(readJsonBody(body), '')
  // A sale call is recognised by its envelope; a purchase call has neither `mode` nor `payload`.
  if (Object.hasOwn(root, 'mode') || Object.hasOwn(root, 'payload')) {
    readOneOf(root, 'mode', '', ['OFFRAMP'])
    const type = readOneOf(root, 'type', '', SALE_TYPES)
    const id = readId(root, 'id', '')
    const sale = validateSale(root.payload, 'payload')
    return { kind: 'sale', type, id, sale }
  }
  if (Object.hasOwn(root, 'purchase')) {
    const type = readOneOf(root, 'type', '', PURCHASE_TYPES)
    const purchase = validatePurchase(root.purchase, 'purchase')
    return { kind: 'purchase', type, purchase }
  }
  throw new WebhookPayloadError(
    '',
    "must be a purchase call { type, purchase } or a sale call { id, type, mode: 'OFFRAMP', payload }",
  )
}
