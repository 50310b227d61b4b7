export { createSandbox, type Sandbox } from './app.js'
export {
  ERROR_STATUS,
  type FieldIssue,
  SandboxError,
  type SandboxErrorBody,
  type SandboxErrorCode,
} from './errors.js'
export type { Lifecycle, LifecycleOptions } from './lifecycle/createLifecycle.js'
export { createManualClock, type ManualClock } from './lifecycle/manualClock.js'
export {
  PURCHASE_FAILURE_REASONS,
  PURCHASE_STATUSES,
  type PurchaseFailure,
  type PurchaseStatus,
} from './lifecycle/purchaseStatus.js'
export { SALE_STATUSES, type SaleStatus } from './lifecycle/saleStatus.js'
export type { Timers as SandboxTimers } from './lifecycle/timers.js'
export { type CreatePurchaseInput, createPurchase } from './records/createPurchase.js'
export { type CreateSaleInput, createSale } from './records/createSale.js'
export { type StartedSandbox, type StartSandboxOptions, startSandbox } from './server.js'
export { DEMO_HOST_API_KEY, type SandboxOptions, type SandboxState } from './state.js'
export type { PurchaseRecord, SaleRecord, SandboxStore, StoreEvent } from './store.js'
export type { PublicAssetDetails, SaleAssetInfo, ServicePurchase, ServiceSale } from './types.js'
export type { WebhookAttempt } from './webhooks/createWebhookDispatcher.js'
export type { SandboxWebhooks } from './webhooks/createWebhooks.js'
