import { type Catalog, createCatalog } from './catalog/catalog.js'
import { createRateLimiter, type RateLimiter } from './middleware/rateLimiter.js'
import { createPriceFeed, type PriceFeed, type PriceSnapshot } from './pricing/priceFeed.js'
import { createStore, type SandboxStore } from './store.js'

/** The API key every sandbox accepts. */
export const DEMO_HOST_API_KEY = 'demo-host-api-key'

export interface SandboxOptions {
  /** Extra accepted host API keys (`demo-host-api-key` is always accepted). */
  apiKeys?: readonly string[]
  /** Makes prices walk over time, deterministically for a given seed. Without it they are fixed. */
  seed?: number
  /** Requests per second per client on `/api`; 0 or absent turns limiting off. */
  rateLimit?: number
  /** Clock in ms (default `Date.now`); drives the seeded price walk, timestamps and the limiter. */
  now?: () => number
  /** Length of one step of the seeded price walk, ms (default 5000). */
  priceStepMs?: number
  /** Log unexpected errors (default `console.error`). */
  logError?: (message: string, error: unknown) => void
}

/** Everything the sandbox holds, shared by its routes and reachable by tests and tools. */
export interface SandboxState {
  readonly catalog: Catalog
  readonly store: SandboxStore
  readonly prices: PriceFeed
  readonly rateLimiter: RateLimiter
  readonly apiKeys: ReadonlySet<string>
  /** Clock reading when the sandbox was created. */
  readonly startedAt: number
  now(): number
  /** Prices at `now()`. */
  snapshot(): PriceSnapshot
  isApiKey(key: string | undefined): boolean
  /** Forgets purchases, sales and rate-limit buckets. */
  reset(): void
}

export function createState(options: SandboxOptions = {}): SandboxState {
  const now = options.now ?? Date.now
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
  return {
    catalog,
    store,
    prices,
    rateLimiter,
    apiKeys,
    startedAt,
    now,
    snapshot: () => prices.at(now()),
    isApiKey: (key) => key !== undefined && apiKeys.has(key),
    reset() {
      store.clear()
      rateLimiter.reset()
    },
  }
}
