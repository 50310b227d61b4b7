import { Hono } from 'hono'
import { DEMO_HOST_API_KEY } from '../state.js'
import { allowOnly, requestOrigin } from './shared.js'

/** Under `baseUrl` (`/api`): the host API, then the OpenAPI document that describes it. */
export const API_ENDPOINTS = [
  'GET /host-api/v3/assets',
  'GET /host-api/v3/offramp/assets',
  'GET /host-api/v3/currencies',
  'GET /host-api/offramp/sale/{id}?secret=',
  'POST /host-api/v3/onramp/quote/all?hostApiKey=',
  'POST /host-api/v3/offramp/quote/all?hostApiKey=',
  'GET /host-api/v2/assets',
  'GET /host-api/assets',
  'GET /host-api/countries',
  'POST /host-api/quote?hostApiKey=',
  'GET /host-api/purchase/{id}?secret=',
  'GET /openapi.json',
] as const

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

/** Index JSON at `/`, `/api` and `/sandbox`: where everything is. */
export function rootRoutes(): Hono {
  const app = new Hono()
  const index = (origin: string) => ({
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
  })
  for (const path of ['/', '/api', '/sandbox']) {
    app.get(path, (c) => c.json(index(requestOrigin(c))))
    allowOnly(app, path, ['GET'])
  }
  return app
}
