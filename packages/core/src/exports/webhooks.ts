// `@rampkit/core/webhooks`: verify and read webhook calls on a server, edge function or
// browser. No Node APIs and no schema library, so it stays small.
export { canonicalizeWebhookBody } from '../webhooks/canonicalizeWebhookBody.js'
export { parseWebhook } from '../webhooks/parseWebhook.js'
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
} from '../webhooks/types.js'
export {
  type NodeWebhookRequest,
  verifyNodeWebhookRequest,
} from '../webhooks/verifyNodeWebhookRequest.js'
export {
  MAX_WEBHOOK_BODY_BYTES,
  verifyWebhookRequest,
  type WebhookRequestRejection,
  type WebhookRequestVerification,
} from '../webhooks/verifyWebhookRequest.js'
export {
  type VerifyWebhookSignatureParameters,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
} from '../webhooks/verifyWebhookSignature.js'
export { WebhookPayloadError } from '../webhooks/WebhookPayloadError.js'
export { WebhookPublicKeyError } from '../webhooks/WebhookPublicKeyError.js'
