// `@rampkit/core/webhooks`: verify and read webhook calls on a server, edge function or
// browser. No Node APIs and no schema library, so it stays small.
export { canonicalizeWebhookBody } from '../webhooks/canonicalizeWebhookBody'
export { parseWebhook } from '../webhooks/parseWebhook'
export type {
  PurchaseAsset,
  PurchaseWebhookEvent,
  PurchaseWebhookType,
  SaleAssetInfo,
  SaleWebhookEvent,
  SaleWebhookType,
  ServicePurchase,
  ServiceSale,
  WebhookEvent,
} from '../webhooks/types'
export {
  type VerifyWebhookSignatureParameters,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
} from '../webhooks/verifyWebhookSignature'
export { WebhookPayloadError } from '../webhooks/WebhookPayloadError'
export { WebhookPublicKeyError } from '../webhooks/WebhookPublicKeyError'
