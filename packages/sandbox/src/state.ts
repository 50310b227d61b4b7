import { createRateLimiter } from '@rampkit/server-plumbing'
import { type Catalog, createCatalog } from './catalog/catalog.js'
import {
  type ChainSettlement,
  createChainSettlement,
  type EvmChainOptions,
} from './chain/chainSettlement.js'
import { definedFields } from './definedFields.js'
import { createEventHub, type EventHub, type EventHubOptions } from './events/eventHub.js'
import { createFaults, type Faults } from './faults/faults.js'
import {
  createLifecycle,
  type Lifecycle,
  type LifecycleOptions,
} from './lifecycle/createLifecycle.js'
import type { Timers } from './lifecycle/timers.js'
import { createPriceClock, type PriceClock } from './pricing/priceClock.js'
import { createPriceFeed, type PriceFeed, type PriceSnapshot } from './pricing/priceFeed.js'
import { createStore, type SandboxStore } from './store.js'
import type { WebhookAttempt } from './webhooks/createWebhookDispatcher.js'
import { createWebhooks, type SandboxWebhooks } from './webhooks/createWebhooks.js'
import { checkWidgetAppVersion, DEFAULT_WIDGET_APP_VERSION } from './widget/appVersion.js'

/** The API key every sandbox accepts. */
export const DEMO_HOST_API_KEY = 'demo-host-api-key'

/**
 * Options of `createSandbox`: API keys, prices, clock and timers, lifecycle, rate limit and webhook
 * delivery. Every field is optional.
 */
export interface SandboxOptions {
  /** Extra accepted host API keys (`demo-host-api-key` is always accepted). */
  apiKeys?: readonly string[]
  /** Makes prices walk over time, deterministically for a given seed. Without it they are fixed. */
  seed?: number
  /** Requests per second per client on `/api`; 0 or absent turns limiting off. */
  rateLimit?: number
  /** Clock in ms (default `Date.now`); drives the seeded price walk, timestamps and the limiter. */
  now?: () => number
  /**
   * The timers of the lifecycle's automatic steps and of webhook timeouts and retries (default:
   * the global `setTimeout`); with `now`, a test drives the sandbox's whole clock.
   */
  timers?: Timers
  /** Length of one step of the seeded price walk, ms (default 5000). */
  priceStepMs?: number
  /** Log unexpected errors (default `console.error`). */
  logError?: (message: string, error: unknown) => void
  /**
   * Status lifecycle of purchases and sales. `auto` (default false here, on in the CLI) takes
   * one step every `stepMs` (default 2000); otherwise only the control API moves them.
   */
  lifecycle?: LifecycleOptions
  /**
   * PEM secp256k1 private key that signs webhook calls, so receivers keep working across
   * restarts. Default: derived from `seed` when given, else a random key per sandbox.
   */
  webhookPrivateKey?: string
  /**
   * Longest wait before a webhook retry, ms (default 180000: 3 minutes). Retries back off
   * exponentially with full jitter from `webhookRetryBaseMs`, or wait what the receiver's
   * `Retry-After` asks (429, 503), never longer than this nor shorter than `webhookRetryFloorMs`.
   */
  webhookRetryMs?: number
  /** Shortest wait before a webhook retry, ms (default 500). */
  webhookRetryFloorMs?: number
  /** The backoff's first step, ms (default 1000): retry n waits at most this × 2^(n-1). */
  webhookRetryBaseMs?: number
  /** Retries of a failed webhook call (default 10). */
  webhookRetries?: number
  /**
   * Random numbers in [0, 1] for the retries' jitter (default Math.random); `() => 1` makes
   * every backoff its longest, 1, 2, 4 … s, for tests that move the clock.
   */
  webhookRandom?: () => number
  /** A webhook attempt without an answer by then fails, ms (default 5000). */
  webhookTimeoutMs?: number
  /**
   * Deliver webhooks to hosts other than this machine. Default false: only `localhost`,
   * 127.0.0.0/8 and `[::1]` are called, the sandbox sends nothing off the machine.
   */
  allowExternalWebhooks?: boolean
  /**
   * The only webhook destinations: origins (`http://127.0.0.1:8788`) or URLs whose path
   * prefixes are admitted. Default: any URL the loopback rule allows (`startSandbox` defaults
   * to the receiver on 8788). A URL elsewhere is refused and logged as refused.
   */
  webhookTargets?: readonly string[]
  /** The dashboard's event streams: how many at once, heartbeat, backlog per client. */
  eventStreams?: EventHubOptions
  /**
   * Webhook calls held at once (default 20000: two per record the store keeps); more are
   * dropped and logged as `dropped`.
   */
  webhookMaxPending?: number
  /** The fetch webhook calls go through (default: the global fetch). */
  webhookFetch?: typeof fetch
  /** Called with every logged webhook attempt (view tokens redacted); the CLI prints them. */
  onWebhookAttempt?: (attempt: WebhookAttempt) => void
  /**
   * The version the stand-in widget reports in `APP_VERSION` (default `2.0`). Below 2 it plays
   * the older widget: the host's SDK owns Escape and the iframe waits for `WIDGET_CONFIG_DONE`.
   */
  widgetAppVersion?: string
  /**
   * A real EVM chain for one chain code's assets (`--evm-rpc`; default code `ETH`): a purchase
   * reaching RELEASED sends its crypto there (its `finalTxHash` is that transaction's), a sale is
   * released only once the transaction the host answered moved the asked crypto to its deposit
   * address. Without it, no crypto moves and hashes are made up.
   */
  evm?: EvmChainOptions
}

/**
 * The per-client rate limit of `/api` (a token bucket per client). Declared here, not imported:
 * the limiter's package is private, bundled into the sandbox, and its types are not published.
 */
export interface SandboxRateLimiter {
  /** Requests per second per client; 0: off. */
  readonly limit: number
  take(client: string): { ok: true } | { ok: false; retryAfterSeconds: number }
  /** Forgets every client. */
  clear(): void
}

/** Everything the sandbox holds, shared by its routes and reachable by tests and tools. */
export interface SandboxState {
  readonly catalog: Catalog
  readonly store: SandboxStore
  readonly prices: PriceFeed
  readonly rateLimiter: SandboxRateLimiter
  /** Moves purchases and sales through their statuses (by hand, or on a clock). */
  readonly lifecycle: Lifecycle
  /** Signed webhook delivery: public key, queue, attempt log. */
  readonly webhooks: SandboxWebhooks
  /** Faults armed through the control API: the next calls of an endpoint, the next purchases. */
  readonly faults: Faults
  /** When the price walk is read: with the clock, or held and stepped by hand. */
  readonly priceClock: PriceClock
  /** Server-sent events for the dashboard (`GET /sandbox/events`). */
  readonly events: EventHub
  readonly apiKeys: ReadonlySet<string>
  /** What the stand-in widget reports in `APP_VERSION`. */
  readonly widgetAppVersion: string
  /** The chain crypto moves on (`evm` option), if any. */
  readonly chain: ChainSettlement | undefined
  /** Clock reading when the sandbox was created. */
  readonly startedAt: number
  now(): number
  /** Prices at the price clock's time (`now()` unless the walk is held or stepped). */
  snapshot(): PriceSnapshot
  isApiKey(key: string | undefined): boolean
  /** Forgets purchases, sales, rate-limit buckets, armed faults, pending webhook calls and their log. */
  reset(): void
  /** Stops the lifecycle clock and webhook delivery (timers, requests in flight). */
  dispose(): void
}

export function createState(options: SandboxOptions = {}): SandboxState {
  const now = options.now ?? Date.now
  const widgetAppVersion = checkWidgetAppVersion(
    options.widgetAppVersion ?? DEFAULT_WIDGET_APP_VERSION,
  )
  const startedAt = now()
  const catalog = createCatalog()
  const store = createStore()
  const apiKeys = new Set([DEMO_HOST_API_KEY, ...(options.apiKeys ?? [])])
  const prices = createPriceFeed({
    assets: catalog.assets,
    seed: options.seed,
    startedAt,
    stepMs: options.priceStepMs ?? 5000,
  })
  const rateLimiter = createRateLimiter(options.rateLimit ?? 0, now)
  const logError =
    options.logError ??
    ((message: string, error: unknown) => console.error(`[rampkit-sandbox] ${message}`, error))
  const chain = options.evm
    ? createChainSettlement({ store, catalog, logError }, options.evm)
    : undefined
  const lifecycle = createLifecycle(
    { store, now, ...(chain ? { chain } : {}) },
    options.lifecycle,
    options.timers,
  )
  const webhooks = createWebhooks(
    { store, now },
    {
      ...definedFields({
        privateKeyPem: options.webhookPrivateKey,
        seed: options.seed,
        retryMs: options.webhookRetryMs,
        retries: options.webhookRetries,
        random: options.webhookRandom,
        retryFloorMs: options.webhookRetryFloorMs,
        retryBaseMs: options.webhookRetryBaseMs,
        timeoutMs: options.webhookTimeoutMs,
        fetch: options.webhookFetch,
        timers: options.timers,
        onAttempt: options.onWebhookAttempt,
        targets: options.webhookTargets,
        maxPending: options.webhookMaxPending,
      }),
      allowExternal: options.allowExternalWebhooks ?? false,
    },
  )
  const events = createEventHub({ store, webhooks }, options.eventStreams)
  const faults = createFaults(() => events.broadcast('faults', faults.list()))
  const priceClock = createPriceClock(now, options.priceStepMs ?? 5000)
  // "The next purchase fails": after its creation has been answered, straight to PAYMENT_FAILED.
  const unsubscribeFaults = store.subscribe((event) => {
    if (event.type !== 'purchase.created' || !faults.takePurchaseFailure()) return
    const { id } = event.record.purchase
    queueMicrotask(() => {
      try {
        lifecycle.advancePurchase(id, 'PAYMENT_STARTED')
        lifecycle.failPurchase(id, 'PAYMENT_FAILED')
      } catch {
        // moved on meanwhile (a reset, a manual step): nothing to fail
      }
    })
  })
  return {
    catalog,
    store,
    prices,
    rateLimiter,
    lifecycle,
    webhooks,
    faults,
    priceClock,
    events,
    apiKeys,
    widgetAppVersion,
    chain,
    startedAt,
    now,
    snapshot: () => prices.at(priceClock.at()),
    isApiKey: (key) => key !== undefined && apiKeys.has(key),
    reset() {
      // the lifecycle and webhooks hear the store's reset event and clear their timers
      store.clear()
      rateLimiter.clear()
      faults.clear()
    },
    dispose() {
      unsubscribeFaults()
      chain?.dispose()
      events.dispose()
      lifecycle.dispose()
      webhooks.dispose()
    },
  }
}
