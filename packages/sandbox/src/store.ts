import { createHash, timingSafeEqual } from 'node:crypto'
import type { PurchaseRelease, SaleTransfer } from './chain/saleTransfer.js'
import type { SaleStatus } from './lifecycle/saleStatus.js'
import type { ServicePurchase, ServiceSale } from './types.js'

/** One status a record reached, and when (ISO). */
export interface StatusChange {
  status: string
  at: string
}

/** A purchase with what the sandbox knows beyond the answered object. */
export interface PurchaseRecord {
  purchase: ServicePurchase
  /** `<CHAIN>_<SYMBOL>` of the asset (ServicePurchase.asset has no chain). */
  assetId: string
  /** Key the purchase was made with, if any; never answered. */
  hostApiKey?: string
  /** The widget's `webhookStatusUrl`, where purchase webhooks go; never answered. */
  webhookStatusUrl?: string
  /** Every status it reached, oldest first (kept by the store; at most one per status). */
  timeline?: StatusChange[]
  /** With `--evm-rpc`, while RELEASING: its crypto being sent, or why sending it failed. */
  release?: PurchaseRelease
}

/**
 * A sale with what the sandbox knows beyond the answered object: its asset, payout method, fees,
 * webhook URL and lifecycle status (`ServiceSale` has none).
 */
export interface SaleRecord {
  sale: ServiceSale
  assetId: string
  payoutMethodType: string
  baseServiceFee: number
  appliedFee: number
  hostApiKey?: string
  /** The widget's `offrampWebhookV3Url`, where sale webhooks go; never answered. */
  offrampWebhookV3Url?: string
  /** Lifecycle state; ServiceSale itself has no status (spec 3), so it is never answered. */
  status: SaleStatus
  /** ISO time of the last status change. */
  updatedAt: string
  /** Every status it reached, oldest first (kept by the store). */
  timeline?: StatusChange[]
  /** With `--evm-rpc`, for a sale of the chain's assets: its crypto's transfer, or why it waits. */
  transfer?: SaleTransfer
}

/**
 * What a store subscriber is told: a purchase or sale created or updated (with what it was before),
 * or the store reset.
 */
export type StoreEvent =
  | { type: 'purchase.created'; record: PurchaseRecord }
  | { type: 'purchase.updated'; record: PurchaseRecord; previous: ServicePurchase }
  | { type: 'sale.created'; record: SaleRecord }
  | { type: 'sale.updated'; record: SaleRecord; previous: SaleStatus }
  | { type: 'reset' }

/**
 * The sandbox's in-memory purchases and sales, with change notifications (`subscribe`); the oldest
 * records are dropped past a cap.
 */
export interface SandboxStore {
  addPurchase(record: PurchaseRecord): void
  getPurchase(id: string): PurchaseRecord | undefined
  /** Applies `patch` to the purchase (bumping nothing itself) and notifies subscribers. */
  updatePurchase(id: string, patch: Partial<ServicePurchase>): PurchaseRecord | undefined
  /** The purchase only when `secret` is its view token; constant time, same miss either way. */
  readPurchase(id: string, secret: string): ServicePurchase | undefined
  purchases(): PurchaseRecord[]
  addSale(record: SaleRecord): void
  getSale(id: string): SaleRecord | undefined
  readSale(id: string, secret: string): ServiceSale | undefined
  /** Sets the sale's lifecycle state and notifies subscribers. */
  updateSale(
    id: string,
    patch: Partial<Pick<SaleRecord, 'status' | 'updatedAt'>>,
  ): SaleRecord | undefined
  sales(): SaleRecord[]
  subscribe(listener: (event: StoreEvent) => void): () => void
  clear(): void
}

/** Oldest records are dropped past this many of a kind, so a long run cannot exhaust memory. */
export const MAX_RECORDS = 10_000

export function createStore(maxRecords = MAX_RECORDS): SandboxStore {
  const purchases = new Map<string, PurchaseRecord>()
  const sales = new Map<string, SaleRecord>()
  const listeners = new Set<(event: StoreEvent) => void>()

  function emit(event: StoreEvent) {
    for (const listener of [...listeners]) {
      try {
        listener(event)
      } catch (error) {
        console.error('[rampkit-sandbox] store listener failed:', error)
      }
    }
  }

  function add<T>(map: Map<string, T>, id: string, record: T) {
    map.set(id, record)
    if (map.size > maxRecords) map.delete(map.keys().next().value!)
  }

  return {
    addPurchase(record) {
      record.timeline = [{ status: record.purchase.status, at: record.purchase.createdAt }]
      add(purchases, record.purchase.id, record)
      emit({ type: 'purchase.created', record })
    },
    getPurchase: (id) => purchases.get(id),
    updatePurchase(id, patch) {
      const record = purchases.get(id)
      if (!record) return undefined
      const previous = record.purchase
      record.purchase = { ...previous, ...patch, id: previous.id }
      if (record.purchase.status !== previous.status) {
        record.timeline?.push({ status: record.purchase.status, at: record.purchase.updatedAt })
      }
      emit({ type: 'purchase.updated', record, previous })
      return record
    },
    readPurchase(id, secret) {
      const record = purchases.get(id)
      return secretMatches(record?.purchase.purchaseViewToken, secret)
        ? record?.purchase
        : undefined
    },
    purchases: () => [...purchases.values()],
    addSale(record) {
      record.timeline = [{ status: record.status, at: record.updatedAt }]
      add(sales, record.sale.id, record)
      emit({ type: 'sale.created', record })
    },
    getSale: (id) => sales.get(id),
    readSale(id, secret) {
      const record = sales.get(id)
      return secretMatches(record?.sale.purchaseViewToken, secret) ? record?.sale : undefined
    },
    updateSale(id, patch) {
      const record = sales.get(id)
      if (!record) return undefined
      const previous = record.status
      if (patch.status !== undefined) record.status = patch.status
      if (patch.updatedAt !== undefined) record.updatedAt = patch.updatedAt
      if (record.status !== previous)
        record.timeline?.push({ status: record.status, at: record.updatedAt })
      emit({ type: 'sale.updated', record, previous })
      return record
    },
    sales: () => [...sales.values()],
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear() {
      purchases.clear()
      sales.clear()
      emit({ type: 'reset' })
    },
  }
}

// Compares digests so length and content leak no timing; a missing record is compared too.
function secretMatches(expected: string | undefined, given: string): boolean {
  const a = createHash('sha256')
    .update(expected ?? '\u0000no record')
    .digest()
  const b = createHash('sha256').update(given).digest()
  return timingSafeEqual(a, b) && expected !== undefined
}
