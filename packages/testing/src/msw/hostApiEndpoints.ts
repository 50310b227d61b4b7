/**
 * The host API's endpoints by the name of the client method that calls each (`createHostApiClient`):
 * the method and the path under the base URL. `:id` stands for one path segment.
 */
export const HOST_API_ENDPOINTS = {
  'v3.getAssets': ['GET', '/host-api/v3/assets'],
  'v3.getOfframpAssets': ['GET', '/host-api/v3/offramp/assets'],
  'v3.getCurrencies': ['GET', '/host-api/v3/currencies'],
  'v3.getSale': ['GET', '/host-api/offramp/sale/:id'],
  'v3.getOnrampQuote': ['POST', '/host-api/v3/onramp/quote/all'],
  'v3.getOfframpQuote': ['POST', '/host-api/v3/offramp/quote/all'],
  'v2.getAssets': ['GET', '/host-api/v2/assets'],
  'legacy.getAssets': ['GET', '/host-api/assets'],
  'legacy.getCountries': ['GET', '/host-api/countries'],
  'legacy.getQuote': ['POST', '/host-api/quote'],
  'legacy.getPurchase': ['GET', '/host-api/purchase/:id'],
} as const satisfies Record<string, readonly ['GET' | 'POST', `/host-api/${string}`]>

/** A host API endpoint, named after its client method: `'v3.getOnrampQuote'`, `'legacy.getPurchase'`, … */
export type HostApiEndpoint = keyof typeof HOST_API_ENDPOINTS

/**
 * Where a host's client may send its calls when the test does not say: production's base URL,
 * the served sandbox's (`rampkit-sandbox`, port 8787) and the test sandbox's own.
 */
export const DEFAULT_BASE_URLS: readonly string[] = [
  'https://api.ramp.network/api',
  'http://127.0.0.1:8787/api',
  'http://localhost:8787/api',
  'http://localhost/api',
]

/** The endpoint's name, or a TypeError listing the names (a test author's typo). */
export function checkEndpoint(endpoint: string): HostApiEndpoint {
  if (Object.hasOwn(HOST_API_ENDPOINTS, endpoint)) return endpoint as HostApiEndpoint
  throw new TypeError(
    `Unknown host API endpoint ${JSON.stringify(endpoint).slice(0, 60)}; expected one of ${Object.keys(HOST_API_ENDPOINTS).join(', ')}.`,
  )
}

/** A base URL without its trailing slashes, or a TypeError: it must be an absolute http(s) URL. */
export function checkBaseUrl(baseUrl: string): string {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new TypeError(
      `baseUrl must be an absolute URL, got ${JSON.stringify(baseUrl).slice(0, 80)}.`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError('baseUrl must be an http: or https: URL.')
  }
  if (url.search || url.hash) throw new TypeError('baseUrl must have no query or fragment.')
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}
