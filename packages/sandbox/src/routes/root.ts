import { CREDENTIAL_QUERY_PARAMS, hostApiOperations } from '@rampkit/core/openapi'
import { escapeHtml, htmlPageStart } from '@rampkit/server-plumbing'
import { Hono } from 'hono'
import { DEMO_HOST_API_KEY } from '../state.js'
import { FAVICON_LINK } from './favicon.js'
import { allowOnly, requestOrigin } from './shared.js'

/**
 * Under `baseUrl` (`/api`): the host API (core's operations, with the credential each requires),
 * then the OpenAPI document that describes it.
 */
export const API_ENDPOINTS: readonly string[] = [
  ...hostApiOperations.map(({ method, path, credential }) => {
    const required = credential?.use === 'required' ? credential.name : undefined
    const query = required ? `?${CREDENTIAL_QUERY_PARAMS[required]}=` : ''
    return `${method.toUpperCase()} ${path}${query}`
  }),
  'GET /openapi.json',
]

export const CONTROL_ENDPOINTS = [
  'GET /sandbox/purchases?limit=&offset=',
  'POST /sandbox/purchases',
  'GET /sandbox/sales?limit=&offset=',
  'POST /sandbox/sales',
  'GET /sandbox/purchases/{id}',
  'POST /sandbox/purchases/{id}/advance',
  'POST /sandbox/purchases/{id}/fail',
  'GET /sandbox/sales/{id}',
  'POST /sandbox/sales/{id}/release',
  'POST /sandbox/sales/{id}/expire',
  'POST /sandbox/reset',
  'GET /sandbox/webhook-public-key',
  'GET /sandbox/webhook-deliveries',
  'POST /sandbox/webhook-deliveries/{deliveryId}/replay',
  'POST /sandbox/webhook-deliveries/{deliveryId}/retry',
  'GET /sandbox/faults',
  'POST /sandbox/faults',
  'POST /sandbox/faults/clear',
  'GET /sandbox/prices/walk',
  'POST /sandbox/prices/walk/pause',
  'POST /sandbox/prices/walk/resume',
  'POST /sandbox/prices/walk/step',
  'GET /sandbox/events',
  'GET /sandbox/openapi.json',
  'GET /sandbox/logos/{assetId}.svg',
] as const

/** The index's paths: the root, the host API's base URL and the control API's. */
export const INDEX_PATHS = ['/', '/api', '/sandbox', '/sandbox/'] as const

/**
 * The index at `/`, `/api` and `/sandbox` (with or without its slash): where everything is.
 * JSON, or an HTML page for a browser (an `Accept` that prefers `text/html` to JSON).
 */
export function rootRoutes(): Hono {
  const app = new Hono()
  for (const path of INDEX_PATHS) {
    app.get(path, (c) => {
      const index = sandboxIndex(requestOrigin(c))
      c.header('Vary', 'Accept')
      if (prefersHtml(c.req.header('accept'))) return c.html(indexPage(index), 200, PAGE_HEADERS)
      return c.json(index)
    })
    allowOnly(app, path, ['GET'])
  }
  return app
}

function sandboxIndex(origin: string) {
  return {
    name: 'rampkit-sandbox',
    baseUrl: `${origin}/api`,
    legacyBaseUrl: `${origin}/api`,
    widgetUrl: `${origin}/widget/`,
    openapiUrl: `${origin}/api/openapi.json`,
    controlOpenapiUrl: `${origin}/sandbox/openapi.json`,
    dashboardUrl: `${origin}/dashboard/`,
    demoHostApiKey: DEMO_HOST_API_KEY,
    endpoints: API_ENDPOINTS,
    control: CONTROL_ENDPOINTS,
  }
}

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  // A page of links: no script, no frame, nothing from elsewhere.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'Referrer-Policy': 'no-referrer',
}

/**
 * Whether an `Accept` header asks for HTML before JSON: a browser's navigation does
 * (`text/html,…,*\/*;q=0.8`), `fetch`, curl (`*\/*`) and a JSON client do not; a tie is JSON.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (accept === undefined) return false
  const ranges = accept
    .slice(0, 1000)
    .split(',')
    .map((part) => {
      const [range = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase())
      const q = params.find((param) => param.startsWith('q='))
      return { range, q: q === undefined ? 1 : Number(q.slice(2)) }
    })
    .filter(({ q }) => q >= 0 && q <= 1)
  // The most specific range that names the type gives its quality (RFC 9110, 12.5.1).
  const quality = (type: string) => {
    const [major] = type.split('/')
    for (const name of [type, `${major}/*`, '*/*']) {
      const found = ranges.filter(({ range }) => range === name)
      if (found.length > 0) return Math.max(...found.map(({ q }) => q))
    }
    return 0
  }
  return quality('text/html') > quality('application/json')
}

function indexPage(index: ReturnType<typeof sandboxIndex>): string {
  const link = (url: string, text = url) => `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`
  const endpoints = (list: readonly string[]) =>
    list.map((endpoint) => `<li><code>${escapeHtml(endpoint)}</code></li>`).join('\n')
  return `${htmlPageStart(
    'rampkit sandbox',
    `${FAVICON_LINK}
<style>
:root { font: 15px/1.5 system-ui, sans-serif; color: #1b1f24; }
body { max-width: 52rem; margin: 0 auto; padding: 1rem 1.2rem; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 1.6rem; }
code { font-family: ui-monospace, monospace; font-size: .9em; }
ul.endpoints { columns: 2 22rem; padding-left: 1.2rem; }
th { text-align: left; padding-right: 1rem; font-weight: 600; }
</style>`,
  )}
<main>
<h1>rampkit sandbox</h1>
<p>A local stand-in for the on-ramp / off-ramp host API and its widget. This index answers as JSON too
(<code>Accept: application/json</code>).</p>
<h2 id="addresses-title">Addresses</h2>
<table aria-labelledby="addresses-title">
<tbody>
<tr><th scope="row">Host API (<code>base_url</code>, <code>legacy_base_url</code>)</th><td>${link(index.baseUrl)}</td></tr>
<tr><th scope="row">Host API's OpenAPI document</th><td>${link(index.openapiUrl)}</td></tr>
<tr><th scope="row">Demo host API key</th><td><code>${escapeHtml(index.demoHostApiKey)}</code></td></tr>
<tr><th scope="row">Stand-in widget</th><td>${link(index.widgetUrl)}</td></tr>
<tr><th scope="row">Dashboard</th><td>${link(index.dashboardUrl)}</td></tr>
<tr><th scope="row">Control API's OpenAPI document</th><td>${link(index.controlOpenapiUrl)}</td></tr>
</tbody>
</table>
<h2 id="api-title">Host API endpoints (under <code>${escapeHtml(index.baseUrl)}</code>)</h2>
<ul class="endpoints" aria-labelledby="api-title">
${endpoints(index.endpoints)}
</ul>
<h2 id="control-title">Control API endpoints</h2>
<ul class="endpoints" aria-labelledby="control-title">
${endpoints(index.control)}
</ul>
</main>
</body>
</html>`
}
