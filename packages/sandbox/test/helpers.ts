import type { Sandbox } from '../src/app.js'

export const KEY = 'demo-host-api-key'
export const ONRAMP = `/api/host-api/v3/onramp/quote/all?hostApiKey=${KEY}`
export const OFFRAMP = `/api/host-api/v3/offramp/quote/all?hostApiKey=${KEY}`
export const LEGACY_QUOTE = `/api/host-api/quote?hostApiKey=${KEY}`

/** The CORS preflight a browser app on another port sends before a JSON POST. */
export const BROWSER_PREFLIGHT = {
  method: 'OPTIONS',
  headers: {
    origin: 'http://localhost:5173',
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'content-type',
  },
}

export interface JsonResponse<T = Record<string, unknown>> {
  status: number
  headers: Headers
  body: T
}

export async function getJson<T = Record<string, unknown>>(
  sandbox: Pick<Sandbox, 'fetch'>,
  path: string,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const res = await sandbox.fetch(path, { headers })
  return { status: res.status, headers: res.headers, body: (await res.json()) as T }
}

export async function postJson<T = Record<string, unknown>>(
  sandbox: Pick<Sandbox, 'fetch'>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const res = await sandbox.fetch(path, jsonPost(body, headers))
  return { status: res.status, headers: res.headers, body: (await res.json()) as T }
}

/** The request of a JSON POST, for `sandbox.fetch(path, jsonPost(body))`. */
export const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

/** What the stand-in widget posts to create a purchase: ETH for EUR 100 by card. */
export const WIDGET_PURCHASE = {
  hostApiKey: KEY,
  cryptoAssetSymbol: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue: 100,
  paymentMethodType: 'CARD_PAYMENT',
  receiverAddress: '0x00000000000000000000000000000000000000aa',
}

/** What the stand-in widget posts to create a sale: ETH for EUR 100 paid out by SEPA. */
export const WIDGET_SALE = {
  hostApiKey: KEY,
  cryptoAssetSymbol: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue: 100,
  payoutMethodType: 'SEPA',
}

/** Enabled assets across the chains: the ones the quote tests (contract, fuzz) ask prices of. */
export const QUOTED_ASSETS = [
  'ETH_ETH',
  'ETH_USDC',
  'BTC_BTC',
  'MATIC_POL',
  'SOLANA_SOL',
  'BASE_USDC',
  'ETH_WBTC',
]

export const EVM_ADDRESS = `0x${'ab'.repeat(20)}`

/** Where the webhook tests' purchases send their calls (a receiver faked by webhookFetch). */
export const PURCHASE_HOOK = 'http://localhost:8788/webhooks/purchase'

/** A control API purchase (ETH for EUR 100) whose webhooks go to PURCHASE_HOOK. */
export const HOOKED_PURCHASE = {
  cryptoAssetSymbol: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue: 100,
  receiverAddress: EVM_ADDRESS,
  webhookStatusUrl: PURCHASE_HOOK,
}

/**
 * Polls `read` until it gives a value (not undefined or false) and resolves to it; fails after
 * `ms`, naming `what` it waited for. For what a socket, a child process or a timer brings about
 * in its own time (the integration tests use it too).
 */
export async function until<T>(
  read: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 10_000,
  what = 'a value',
): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (value !== undefined && value !== false) return value
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
