// What the dashboard shows, as the control API and its event stream give it.
import type { PausedDestination, WebhookAttempt } from '../../webhooks/createWebhookDispatcher.js'

export type { PausedDestination, WebhookAttempt }

export interface StatusChange {
  status: string
  at: string
}

export interface PurchaseItem {
  purchase: {
    id: string
    status: string
    fiatValue: number
    fiatCurrency: string
    cryptoAmount: string
    asset: { symbol: string; decimals: number }
  }
  assetId: string
  webhookUrl: string | null
  timeline: StatusChange[]
  /** With --evm-rpc, while RELEASING: its crypto being sent, or why sending it failed. */
  release?: { state: string; reason: string }
}

export interface SaleItem {
  status: string
  updatedAt: string
  sale: { id: string; fiat: { amount: number; currencySymbol: string } }
  assetId: string
  webhookUrl: string | null
  timeline: StatusChange[]
  /** With --evm-rpc: the host's transaction and, while the sale waits for its crypto, why. */
  transfer?: { txHash: string | null; state: string; reason: string | null }
}

export interface Page<T> {
  items: T[]
}

export interface ArmedFaults {
  endpoints: { endpoint: string; fault: string; remaining: number }[]
  failingPurchases: number
}

export interface PriceWalk {
  paused: boolean
  stepMs: number
  at: string
  seeded: boolean
}

/** The newest attempts kept on the page (the server keeps 1000). */
export const MAX_SHOWN_ATTEMPTS = 200
/** The newest records kept on the page. */
export const MAX_SHOWN_RECORDS = 100
