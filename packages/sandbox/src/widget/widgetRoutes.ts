import type { Context } from 'hono'
import { Hono } from 'hono'
import { SandboxError } from '../errors.js'
import { createPurchase } from '../records/createPurchase.js'
import { createSale } from '../records/createSale.js'
import { allowOnly, requestOrigin, scriptRoute } from '../routes/shared.js'
import type { SandboxState } from '../state.js'
import { parsePurchaseBody, parseSaleBody } from '../validation/controlBody.js'
import { fieldReader } from '../validation/fields.js'
import { readRequestJsonObject } from '../validation/readRequestJsonObject.js'
import { depositAddress } from './depositAddress.js'
import { saleTransactionRoutes } from './saleTransactionRoute.js'
import { widgetPage } from './widgetPage.js'
import { widgetScript } from './widgetScript.js'

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  // The URL carries the hostApiKey: never send it on as a Referer.
  'Referrer-Policy': 'no-referrer',
  // Any host page may frame the widget; the page itself runs only its own script.
  'Content-Security-Policy':
    "default-src 'self'; img-src 'self' https: http: data:; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors *; base-uri 'none'",
}

const HTTP_URL = /^https?:\/\/[^\s]+$/i

/**
 * The stand-in widget (mount at `/`; every path starts with `/widget`): the page (`/widget/`),
 * its script (`/widget/widget.js`) and the two calls it makes to create a purchase or a sale,
 * recording the configuration's webhook URL for delivery.
 */
export function widgetRoutes(state: SandboxState): Hono {
  const app = new Hono()

  // Relative links (./widget.js, api/...) need the trailing slash.
  app.get('/widget', (c) => c.redirect(`/widget/${new URL(c.req.url).search}`, 301))
  allowOnly(app, '/widget', ['GET'])
  app.get('/widget/', (c) => c.html(widgetPage(state.widgetAppVersion), 200, PAGE_HEADERS))
  allowOnly(app, '/widget/', ['GET'])

  scriptRoute(app, '/widget/widget.js', widgetScript)

  app.post('/widget/api/purchases', async (c) => {
    const input = await readCreation(state, c.req.raw, parsePurchaseBody, 'webhookStatusUrl')
    const { purchase } = createPurchase(state, input)
    return c.json(
      { purchase, purchaseViewToken: purchase.purchaseViewToken, apiUrl: apiUrl(c) },
      201,
    )
  })
  allowOnly(app, '/widget/api/purchases', ['POST'])

  app.post('/widget/api/sales', async (c) => {
    const input = await readCreation(state, c.req.raw, parseSaleBody, 'offrampWebhookV3Url')
    const { sale } = createSale(state, input)
    return c.json(
      {
        sale,
        saleViewToken: sale.purchaseViewToken,
        apiUrl: apiUrl(c),
        depositAddress: depositAddress(sale.crypto.assetInfo.chain, sale.id),
      },
      201,
    )
  })
  allowOnly(app, '/widget/api/sales', ['POST'])
  app.route('/', saleTransactionRoutes(state))

  return app
}

function apiUrl(c: Context): string {
  return `${requestOrigin(c)}/api`
}

/**
 * A purchase's or a sale's body as the widget posts it: parsed, its key checked, and its
 * webhook URL (`webhookUrlField`, an http(s) URL when given) read into it.
 */
async function readCreation<T extends { hostApiKey?: string }, K extends string>(
  state: SandboxState,
  request: Request,
  parse: (body: Record<string, unknown>) => T,
  webhookUrlField: K,
): Promise<T & Partial<Record<K, string>>> {
  const body = await readRequestJsonObject(request)
  const input = parse(body)
  checkKey(state, input.hostApiKey)
  return { ...input, ...readWebhookUrl(body, webhookUrlField) }
}

// The widget always sends its key; the key itself is never echoed.
function checkKey(state: SandboxState, key: string | undefined): void {
  if (key === undefined) {
    throw new SandboxError('MISSING_API_KEY', 'the hostApiKey field is required')
  }
  if (!state.isApiKey(key)) throw new SandboxError('UNKNOWN_API_KEY', 'hostApiKey is not accepted')
}

function readWebhookUrl<K extends string>(
  body: Record<string, unknown>,
  key: K,
): Partial<Record<K, string>> {
  const read = fieldReader(body)
  const value = read.string(key, { pattern: HTTP_URL, expected: 'an http(s) URL', maxLength: 2048 })
  if (read.issues.length > 0) {
    throw new SandboxError(
      'INVALID_REQUEST',
      read.issues.map((i) => `${i.path}: ${i.message}`).join('; '),
      {
        fields: read.issues,
      },
    )
  }
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>)
}
