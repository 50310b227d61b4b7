import type {
  PurchaseCreatedPayload,
  SaleCreatedPayload,
  ServicePurchase,
  ServiceSale,
} from '@rampkit/core'
import {
  createManualClock,
  createSandbox,
  DEMO_HOST_API_KEY,
  type PurchaseFailure,
  type PurchaseStatus,
  type SaleStatus,
  type Sandbox,
  SandboxError,
  type SandboxOptions,
} from '@rampkit/sandbox'
import { TestSandboxError } from './TestSandboxError.js'
import {
  purchaseBody,
  saleBody,
  type TestPurchaseInput,
  type TestSaleInput,
} from './tradeInputs.js'
import { createWebhookRecorder, type WebhookCall, type WebhookReceiver } from './webhookRecorder.js'

/** What the sandbox is made with; its clock, timers and webhook transport are the kit's own. */
export interface TestSandboxOptions
  extends Omit<
    SandboxOptions,
    | 'now'
    | 'timers'
    | 'webhookFetch'
    | 'allowExternalWebhooks'
    | 'webhookTargets'
    | 'onWebhookAttempt'
    | 'rateLimit'
  > {
  /** The clock's start: ms since the epoch, an ISO date or a Date. Default 2026-01-01T00:00:00Z. */
  startTime?: number | string | Date
  /**
   * Answers each webhook call as the host's endpoint would (a fetch handler, or a status);
   * default 200. Every call is recorded (`webhookCalls()`); none leaves the process.
   */
  webhookReceiver?: WebhookReceiver
}

/** A sale and its status (the service's sale carries none). */
export interface TestSaleState {
  sale: ServiceSale
  status: SaleStatus
}

/** The in-process sandbox a test drives: no socket, no timer it did not ask for. */
export interface TestSandbox {
  /** Calls the sandbox in-process, as `createSandbox().fetch` (host API under `/api`). */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>
  /** The `baseUrl` a client passes with `fetch` to reach it in-process: `http://localhost/api`. */
  readonly baseUrl: string
  /** The host API key every sandbox accepts (`demo-host-api-key`). */
  readonly hostApiKey: string
  /** The sandbox itself: its Hono app and state, for what the helpers do not cover. */
  readonly sandbox: Sandbox
  /** The clock's time, ms since the epoch. */
  now(): number
  /**
   * Moves the clock: price walk, timestamps, automatic lifecycle steps (`lifecycle.auto`) and
   * webhook retries fall due in order; each webhook call they start is answered before it returns.
   */
  advanceTime(ms: number): Promise<void>
  /** Creates a purchase as the widget does; the `PURCHASE_CREATED` payload (view token included). */
  createPurchase(input?: TestPurchaseInput): Promise<PurchaseCreatedPayload>
  /**
   * Creates a sale as the widget does: the `OFFRAMP_SALE_CREATED` payload, and the
   * `depositAddress` the widget asks the host to send the crypto to (not part of the event).
   */
  createSale(input?: TestSaleInput): Promise<SaleCreatedPayload & { depositAddress: string }>
  /** Moves a purchase along every step up to `RELEASED` (its webhook calls answered). */
  completePurchase(id: string): Promise<ServicePurchase>
  /**
   * Fails a purchase: `PAYMENT_FAILED` (default), `EXPIRED` or `CANCELLED`; it first takes the
   * steps the failure needs (a payment fails once started).
   */
  failPurchase(id: string, reason?: Exclude<PurchaseFailure, 'RETURNED'>): Promise<ServicePurchase>
  /** Money arrived but the crypto is not released: the purchase becomes `RETURNED`. */
  returnPurchase(id: string): Promise<ServicePurchase>
  /** Moves a purchase to `status` along the happy path (`PAYMENT_STARTED`, …, `RELEASED`). */
  advancePurchase(id: string, status: PurchaseStatus): Promise<ServicePurchase>
  /** The fiat was paid out: the sale becomes `RELEASED`. */
  releaseSale(id: string): Promise<TestSaleState>
  /** No crypto arrived: the sale becomes `EXPIRED`. */
  expireSale(id: string): Promise<TestSaleState>
  /** The webhook calls made so far, oldest first (signed; the view tokens as sent). */
  webhookCalls(): WebhookCall[]
  /** The PEM public key the calls verify with (`verifyWebhookSignature`, `verifyWebhookRequest`). */
  webhookPublicKey(): string
  /** Waits until every webhook call that can go now has been answered. */
  settle(): Promise<void>
  /** Forgets purchases, sales, faults and webhook calls; the clock keeps its time. */
  reset(): void
  /** Stops the sandbox and clears its clock's timers. */
  dispose(): void
}

/**
 * Where a test sandbox's manual clock starts without `startTime`, in milliseconds since the epoch:
 * 2026-01-01T00:00:00Z.
 */
export const DEFAULT_TEST_START_TIME = Date.UTC(2026, 0, 1)
const ORIGIN = 'http://localhost'
// Microtask turns a webhook call may take to be answered and logged before settle() gives up.
const SETTLE_TURNS = 10_000

/**
 * The in-process sandbox with a clock the test drives: nothing runs between two calls of the
 * test, and `dispose()` leaves no timer behind. Webhook calls are answered by `webhookReceiver`
 * (default 200) and recorded, signed as the served sandbox signs them.
 */
export function createTestSandbox(options: TestSandboxOptions = {}): TestSandbox {
  const { startTime, webhookReceiver, ...sandboxOptions } = options
  const clock = createManualClock(startOf(startTime))
  const recorder = createWebhookRecorder(webhookReceiver)
  const sandbox = createSandbox({
    ...sandboxOptions,
    now: clock.now,
    timers: clock.timers,
    webhookFetch: recorder.fetch,
    onWebhookAttempt: recorder.onAttempt,
    // Retries fall due at known times: the longest wait of each backoff step (1, 2, 4 … s).
    webhookRandom: sandboxOptions.webhookRandom ?? (() => 1),
    // Nothing leaves the process: every URL may be "called", the recorder answers.
    allowExternalWebhooks: true,
  })
  const { state } = sandbox

  async function settle() {
    for (let turn = 0; turn < SETTLE_TURNS; turn++) {
      if (recorder.settled(state.webhooks.pending())) return
      await Promise.resolve()
    }
    throw new TestSandboxError(
      'WEBHOOK_UNSETTLED',
      'A webhook call is still waiting for its answer: does webhookReceiver resolve?',
    )
  }

  /** Runs a lifecycle step; a refused one becomes a TestSandboxError naming the rule. */
  async function step<T>(run: () => T): Promise<T> {
    let result: T
    try {
      result = run()
    } catch (error) {
      throw error instanceof SandboxError ? new TestSandboxError(error.code, error.message) : error
    }
    await settle()
    return result
  }

  async function create<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const response = await sandbox.fetch(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json()) as T & { code?: string; message?: string }
    if (!response.ok) {
      throw new TestSandboxError(json.code ?? `HTTP_${response.status}`, String(json.message))
    }
    await settle()
    return json
  }

  const failPurchase = (id: string, reason: PurchaseFailure) =>
    step(() => {
      // Take the happy path's steps until the failure can happen there (RETURNED needs money).
      for (;;) {
        try {
          return state.lifecycle.failPurchase(id, reason)
        } catch (error) {
          if (!(error instanceof SandboxError) || error.code !== 'INVALID_TRANSITION') throw error
          state.lifecycle.advancePurchase(id)
        }
      }
    })

  return {
    fetch: sandbox.fetch,
    baseUrl: `${ORIGIN}/api`,
    hostApiKey: DEMO_HOST_API_KEY,
    sandbox,
    now: clock.now,
    advanceTime: (ms) => clock.advance(ms, settle),
    createPurchase: (input = {}) => create('/widget/api/purchases', purchaseBody(input)),
    createSale: (input = {}) => create('/widget/api/sales', saleBody(input)),
    completePurchase: (id) => step(() => state.lifecycle.advancePurchase(id, 'RELEASED')),
    advancePurchase: (id, status) => step(() => state.lifecycle.advancePurchase(id, status)),
    failPurchase: (id, reason = 'PAYMENT_FAILED') => failPurchase(id, reason),
    returnPurchase: (id) => failPurchase(id, 'RETURNED'),
    releaseSale: (id) => step(() => saleState(state.lifecycle.releaseSale(id))),
    expireSale: (id) => step(() => saleState(state.lifecycle.expireSale(id))),
    webhookCalls: recorder.calls,
    webhookPublicKey: () => state.webhooks.publicKeyPem(),
    settle,
    reset() {
      state.reset()
      recorder.clear()
    },
    dispose() {
      state.dispose()
      clock.clear()
    },
  }
}

function saleState({ sale, status }: TestSaleState): TestSaleState {
  return { sale, status }
}

function startOf(start: TestSandboxOptions['startTime']): number {
  if (start === undefined) return DEFAULT_TEST_START_TIME
  const time =
    start instanceof Date ? start.getTime() : typeof start === 'string' ? Date.parse(start) : start
  if (!Number.isFinite(time))
    throw new RangeError('startTime must be a valid date or a number of ms.')
  return time
}
