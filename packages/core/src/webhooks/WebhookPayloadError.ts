/**
 * Thrown by `parseWebhook` (and `canonicalizeWebhookBody`) when a webhook body is not a valid
 * purchase or sale call. `field` is the path of the offending field, e.g. `purchase.cryptoAmount`
 * (empty string for the body as a whole). Messages never quote received values, so a secret
 * such as `purchaseViewToken` cannot leak into logs through them.
 */
export class WebhookPayloadError extends Error {
  override readonly name = 'WebhookPayloadError'
  readonly field: string

  constructor(field: string, problem: string) {
    super(field === '' ? `Webhook body ${problem}` : `Webhook field "${field}" ${problem}`)
    this.field = field
  }
}
