// The stand-in widget's calls to the sandbox (part of its browser module, bundled from
// ./main.ts): the host API, as any host app calls it, and the widget's own routes that create
// purchases and sales (../widgetRoutes.ts).
import type {
  ActiveTransactionCurrency,
  CountryInfo,
  PurchaseCreatedPayload,
  QuoteResultForMethod,
  SaleCreatedPayload,
} from '@rampkit/core'
import { type HostApiEndpointName, hostApiEndpoints } from '@rampkit/core/openapi'
import type { Flow } from './readWidgetConfig.js'
import type { Asset } from './state/widgetState.js'

/** A refused or failed call: the sandbox's error `message`, and its `code` (else `HTTP_<status>`). */
export type ApiFailure = Error & { code?: string }

/** The amount a quote, purchase or sale asks for: exactly one of the two. */
export type AmountAsked = { cryptoAmount: string } | { fiatValue: number }

/** The body of the V3 quotes (`v3.getOnrampQuote`, `v3.getOfframpQuote`). */
export type QuoteRequestBody = {
  cryptoAssetSymbol: string
  /** Left out of the JSON when undefined (the sandbox then answers why it cannot quote). */
  fiatCurrency: string | undefined
  userCountryCode: string
} & AmountAsked

/** What purchases and sales both carry. */
export type TradeRequestBody = {
  hostApiKey: string
  cryptoAssetSymbol: string
  fiatCurrency: string | undefined
} & AmountAsked

/** The body of the widget's `POST api/purchases`. */
export type PurchaseRequestBody = TradeRequestBody & {
  paymentMethodType: string
  receiverAddress: string
  webhookStatusUrl?: string
}

/** The body of the widget's `POST api/sales`. */
export type SaleRequestBody = TradeRequestBody & {
  payoutMethodType: string
  offrampWebhookV3Url?: string
}

/** A created sale as the widget's route answers it: the event's payload and where to send the crypto. */
export type CreatedSale = SaleCreatedPayload & { depositAddress: string }

export interface SandboxApi {
  /** Whether the sandbox accepts the configuration's `hostApiKey`. */
  acceptsHostApiKey(): Promise<boolean>
  countries(): Promise<CountryInfo[]>
  /** The flow's asset catalog (V3 on-ramp or off-ramp assets). */
  assets(flow: Flow): Promise<Asset[]>
  currencies(countryCode: string): Promise<ActiveTransactionCurrency[]>
  /** Every method's quote, by method name (the answer's `asset` left out). */
  quotes(flow: Flow, body: QuoteRequestBody): Promise<Record<string, QuoteResultForMethod>>
  createPurchase(body: PurchaseRequestBody): Promise<PurchaseCreatedPayload>
  createSale(body: SaleRequestBody): Promise<CreatedSale>
  /** Passes on the hash the host answered to SEND_CRYPTO (the sandbox checks it on a chain). */
  reportSaleTransaction(saleId: string, saleViewToken: string, txHash: string): Promise<unknown>
}

/**
 * The sandbox as the widget page at `win.location` reaches it: the host API at the origin's
 * `/api`, the widget's routes at `api/` beside the page. Calls go through `win.fetch`; a non-2xx
 * answer rejects with an `ApiFailure`.
 */
export function createSandboxApi(win: Window, hostApiKey: string): SandboxApi {
  // The host API's paths come from core's table (only the table: not the client, whose retries
  // and error messages are not what the widget shows).
  const hostApi = (name: HostApiEndpointName, query = '') =>
    `${win.location.origin}/api${hostApiEndpoints[name].path}${query}`
  const widgetApi = new URL('api/', win.location.href).href
  const key = encodeURIComponent(hostApiKey)

  async function request<T>(url: string, body?: unknown): Promise<T> {
    const response = await win.fetch(
      url,
      body === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
    )
    const data = await response.json().catch(() => null)
    if (!response.ok) {
      const error: ApiFailure = new Error(data?.message ?? `HTTP ${response.status}`)
      error.code = data?.code ?? `HTTP_${response.status}`
      throw error
    }
    return data as T
  }

  return {
    async acceptsHostApiKey() {
      const assets = await request<{ enabledFeatures?: string[] }>(
        hostApi('v3.getAssets', `?hostApiKey=${key}`),
      )
      // Only a known key gets enabledFeatures (spec 2.1): that is the key check.
      return Array.isArray(assets.enabledFeatures)
    },
    countries: () => request<CountryInfo[]>(hostApi('legacy.getCountries')),
    async assets(flow) {
      const endpoint = flow === 'ONRAMP' ? 'v3.getAssets' : 'v3.getOfframpAssets'
      const { assets } = await request<{ assets: Asset[] }>(hostApi(endpoint))
      return assets
    },
    currencies: (countryCode) =>
      request<ActiveTransactionCurrency[]>(
        hostApi('v3.getCurrencies', `?countryCode=${countryCode}`),
      ),
    async quotes(flow, body) {
      const endpoint = flow === 'ONRAMP' ? 'v3.getOnrampQuote' : 'v3.getOfframpQuote'
      const url = hostApi(endpoint, `?hostApiKey=${key}`)
      const methods = { ...(await request<Record<string, unknown>>(url, body)) }
      delete methods.asset
      return methods as Record<string, QuoteResultForMethod>
    },
    createPurchase: (body) => request<PurchaseCreatedPayload>(`${widgetApi}purchases`, body),
    createSale: (body) => request<CreatedSale>(`${widgetApi}sales`, body),
    reportSaleTransaction: (saleId, saleViewToken, txHash) =>
      request(`${widgetApi}sales/${encodeURIComponent(saleId)}/transaction`, {
        saleViewToken,
        txHash,
      }),
  }
}
