import { Hono } from 'hono'
import { invalidRequest, SandboxError } from '../errors.js'
import { createPurchase } from '../records/createPurchase.js'
import { createSale } from '../records/createSale.js'
import type { SandboxState } from '../state.js'
import { parsePurchaseBody, parseSaleBody } from '../validation/controlBody.js'
import { readRequestJsonObject } from '../validation/readRequestJsonObject.js'
import { controlOpenApiDocument } from './controlOpenApi.js'
import { eventStreamRoutes } from './eventStream.js'
import { faultControlRoutes } from './faultControl.js'
import { lifecycleControlRoutes } from './lifecycleControl.js'
import { logoSvg } from './logo.js'
import { priceControlRoutes } from './priceControl.js'
import { recordListRoutes } from './recordLists.js'
import { allowOnly, requestOrigin } from './shared.js'
import { webhookControlRoutes } from './webhookControl.js'

/**
 * The control API under `/sandbox`: lets tests, examples and the stand-in widget create
 * purchases and sales, move them through their lifecycle, reset the state, read the webhook
 * key and delivery log, and serves the asset logos.
 */
export function controlRoutes(state: SandboxState): Hono {
  const app = new Hono()
  app.route('/', recordListRoutes(state))

  function checkKey(key: string | undefined) {
    // never echo the key: it is a credential
    if (key !== undefined && !state.isApiKey(key)) {
      throw new SandboxError('UNKNOWN_API_KEY', 'hostApiKey is not accepted')
    }
  }

  // A webhook URL the sandbox would refuse to call is refused here already, naming the field.
  function checkWebhookUrl(path: string, url: string | undefined) {
    if (url === undefined) return
    const check = state.webhooks.checkUrl(url)
    if (!check.ok) throw invalidRequest([{ path, message: check.reason }])
  }

  // A purchase's or a sale's JSON body, parsed, its key and webhook URL checked before it exists.
  async function readCreation<
    K extends string,
    T extends { hostApiKey?: string } & { [key in K]?: string },
  >(request: Request, parse: (body: Record<string, unknown>) => T, webhookUrlField: K): Promise<T> {
    const input = parse(await readRequestJsonObject(request))
    checkKey(input.hostApiKey)
    checkWebhookUrl(webhookUrlField, input[webhookUrlField])
    return input
  }

  app.post('/purchases', async (c) => {
    const input = await readCreation(c.req.raw, parsePurchaseBody, 'webhookStatusUrl')
    return c.json(createPurchase(state, input).purchase, 201)
  })
  allowOnly(app, '/purchases', ['GET', 'POST'])

  app.post('/sales', async (c) => {
    const input = await readCreation(c.req.raw, parseSaleBody, 'offrampWebhookV3Url')
    return c.json(createSale(state, input).sale, 201)
  })
  allowOnly(app, '/sales', ['GET', 'POST'])

  app.post('/reset', (c) => {
    state.reset()
    return c.json({ reset: true })
  })
  allowOnly(app, '/reset', ['POST'])

  app.get('/logos/:file', (c) => {
    const match = /^([A-Za-z0-9_]{1,64})\.svg$/.exec(c.req.param('file'))
    const asset = match ? state.catalog.asset(match[1]!) : undefined
    if (!asset) throw new SandboxError('NOT_FOUND', 'no such logo')
    return c.body(logoSvg(asset.symbol, asset.id), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    })
  })
  allowOnly(app, '/logos/:file', ['GET'])

  app.route('/', lifecycleControlRoutes(state))
  app.route('/', webhookControlRoutes(state))
  app.route('/', faultControlRoutes(state))
  app.route('/', priceControlRoutes(state))
  app.route('/', eventStreamRoutes(state))
  app.get('/openapi.json', (c) => c.json(controlOpenApiDocument(requestOrigin(c))))
  allowOnly(app, '/openapi.json', ['GET'])

  return app
}
