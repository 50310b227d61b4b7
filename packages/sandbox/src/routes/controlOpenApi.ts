import { FAULT_ENDPOINTS, FAULT_KINDS } from '../faults/faults.js'
import { PURCHASE_FAILURE_REASONS, PURCHASE_HAPPY_PATH } from '../lifecycle/purchaseStatus.js'

// The control API's own OpenAPI 3.1 document (`GET /sandbox/openapi.json`), beside the host
// API's. Written by hand: these routes are the sandbox's, not the service's, so core's schemas
// do not describe them. `controlOpenApi.test.ts` holds it to the routes.

const json = (schema: object) => ({ 'application/json': { schema } })
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const ok = (description: string, schema: object = { type: 'object' }) => ({
  description,
  content: json(schema),
})
const error = (description: string) => ({ description, content: json(ref('Error')) })
const idParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
})
const pageParams = [
  {
    name: 'limit',
    in: 'query',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
]
const refused = {
  '403': error('ORIGIN_NOT_ALLOWED / HOST_NOT_ALLOWED: the served sandbox refuses other pages'),
}
const pageOf = (item: string) => ({
  type: 'object',
  required: ['items', 'total', 'offset', 'limit', 'nextOffset'],
  properties: {
    items: { type: 'array', items: ref(item) },
    total: { type: 'integer' },
    offset: { type: 'integer' },
    limit: { type: 'integer' },
    nextOffset: { type: ['integer', 'null'] },
  },
})
const post = (summary: string, responses: object, extra: object = {}) => ({
  post: { summary, ...extra, responses: { ...responses, ...refused } },
})
const body = (schema: object, required = true) => ({
  requestBody: { required, content: json(schema) },
})

export function controlOpenApiDocument(origin: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'rampkit-sandbox control API',
      version: '1',
      description:
        'Drives the local sandbox: records and their lifecycle, webhook deliveries (replay, retry now), fault injection and the price walk. Not part of the service.',
    },
    servers: [{ url: `${origin}/sandbox` }],
    paths: {
      '/purchases': {
        get: {
          summary: 'Purchases, newest first, with status timelines',
          parameters: pageParams,
          responses: { '200': ok('a page', pageOf('PurchaseItem')), '400': error('bad paging') },
        },
        ...post(
          'Create a purchase',
          { '201': ok('the ServicePurchase'), '400': error('bad body') },
          body({ type: 'object' }),
        ),
      },
      '/sales': {
        get: {
          summary: 'Sales, newest first, with status timelines',
          parameters: pageParams,
          responses: { '200': ok('a page', pageOf('SaleItem')), '400': error('bad paging') },
        },
        ...post(
          'Create a sale',
          { '201': ok('the ServiceSale'), '400': error('bad body') },
          body({ type: 'object' }),
        ),
      },
      '/purchases/{id}': {
        get: {
          summary: 'One purchase (view token redacted)',
          parameters: [idParam('id', 'purchase id')],
          responses: { '200': ok('the ServicePurchase'), '404': error('no such purchase') },
        },
      },
      '/purchases/{id}/advance': post(
        'One step along the happy path, or up to `to`',
        {
          '200': ok('the ServicePurchase'),
          '404': error('no such purchase'),
          '409': error('INVALID_TRANSITION'),
        },
        {
          parameters: [idParam('id', 'purchase id')],
          ...body(
            { type: 'object', properties: { to: { enum: PURCHASE_HAPPY_PATH.slice(1) } } },
            false,
          ),
        },
      ),
      '/purchases/{id}/fail': post(
        'Fail the purchase',
        {
          '200': ok('the ServicePurchase'),
          '404': error('no such purchase'),
          '409': error('INVALID_TRANSITION'),
        },
        {
          parameters: [idParam('id', 'purchase id')],
          ...body({
            type: 'object',
            required: ['reason'],
            properties: { reason: { enum: PURCHASE_FAILURE_REASONS } },
          }),
        },
      ),
      '/sales/{id}': {
        get: {
          summary: 'One sale with its status',
          parameters: [idParam('id', 'sale id')],
          responses: { '200': ok('{ status, updatedAt, sale }'), '404': error('no such sale') },
        },
      },
      '/sales/{id}/release': post(
        'Release the sale',
        { '200': ok('{ status, updatedAt, sale }'), '409': error('INVALID_TRANSITION') },
        { parameters: [idParam('id', 'sale id')] },
      ),
      '/sales/{id}/expire': post(
        'Expire the sale',
        { '200': ok('{ status, updatedAt, sale }'), '409': error('INVALID_TRANSITION') },
        { parameters: [idParam('id', 'sale id')] },
      ),
      '/reset': post('Forget records, faults, pending calls and the delivery log', {
        '200': ok('{ reset: true }'),
      }),
      '/webhook-public-key': {
        get: {
          summary: 'The PEM key webhook signatures verify with',
          responses: { '200': ok('{ publicKey }') },
        },
      },
      '/webhook-deliveries': {
        get: {
          summary: 'Every logged attempt, oldest first (URLs without query, view tokens redacted)',
          parameters: [
            { name: 'id', in: 'query', schema: { type: 'string' } },
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000 } },
          ],
          responses: {
            '200': ok('attempts', { type: 'array', items: ref('WebhookAttempt') }),
            '400': error('bad query'),
          },
        },
      },
      '/webhook-deliveries/{deliveryId}/replay': post(
        'Send a logged call again as a new delivery',
        { '202': ok('{ deliveryId } of the new delivery'), '404': error('not remembered') },
        { parameters: [idParam('deliveryId', 'a logged deliveryId')] },
      ),
      '/webhook-deliveries/{deliveryId}/retry': post(
        'Retry a call waiting for its next attempt now',
        { '202': ok('{ deliveryId }'), '404': error('no call waiting with this id') },
        { parameters: [idParam('deliveryId', 'a deliveryId waiting for a retry')] },
      ),
      '/events': {
        get: {
          summary:
            'Server-sent events for the dashboard: purchase, sale (list items), delivery (an attempt), reset; a heartbeat comment every 15 s',
          responses: {
            '200': {
              description: 'the stream',
              content: { 'text/event-stream': { schema: { type: 'string' } } },
            },
            '429': error('RATE_LIMITED: at most 16 streams at once'),
          },
        },
      },
      '/faults': {
        get: { summary: 'What is armed', responses: { '200': ok('faults', ref('Faults')) } },
        ...post(
          'Arm a fault: the next `count` calls of `endpoint` answer it, or the next purchases fail',
          { '201': ok('faults', ref('Faults')), '400': error('bad body') },
          body({
            type: 'object',
            required: ['fault'],
            properties: {
              fault: { enum: [...FAULT_KINDS, 'purchase-fails'] },
              endpoint: { enum: FAULT_ENDPOINTS, description: 'required unless purchase-fails' },
              count: { type: 'integer', minimum: 1, maximum: 100, default: 1 },
              hangMs: { type: 'integer', minimum: 1, maximum: 60000, default: 15000 },
            },
          }),
        ),
      },
      '/faults/clear': post('Disarm every fault', { '200': ok('faults', ref('Faults')) }),
      '/prices/walk': {
        get: { summary: 'The price walk', responses: { '200': ok('walk', ref('PriceWalk')) } },
      },
      '/prices/walk/pause': post('Hold prices where they are', {
        '200': ok('walk', ref('PriceWalk')),
      }),
      '/prices/walk/resume': post('Let prices walk again', { '200': ok('walk', ref('PriceWalk')) }),
      '/prices/walk/step': post('One walk step ahead', { '200': ok('walk', ref('PriceWalk')) }),
    },
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['code', 'message'],
          properties: { code: { type: 'string' }, message: { type: 'string' } },
        },
        Timeline: {
          type: 'array',
          items: {
            type: 'object',
            required: ['status', 'at'],
            properties: { status: { type: 'string' }, at: { type: 'string' } },
          },
        },
        PurchaseItem: {
          type: 'object',
          required: ['purchase', 'assetId', 'webhookUrl', 'timeline'],
          properties: {
            purchase: { type: 'object' },
            assetId: { type: 'string' },
            webhookUrl: { type: ['string', 'null'] },
            timeline: ref('Timeline'),
          },
        },
        SaleItem: {
          type: 'object',
          required: ['status', 'updatedAt', 'sale', 'assetId', 'webhookUrl', 'timeline'],
          properties: {
            status: { type: 'string' },
            updatedAt: { type: 'string' },
            sale: { type: 'object' },
            assetId: { type: 'string' },
            webhookUrl: { type: ['string', 'null'] },
            timeline: ref('Timeline'),
          },
        },
        WebhookAttempt: {
          type: 'object',
          required: [
            'deliveryId',
            'url',
            'kind',
            'type',
            'id',
            'attempt',
            'time',
            'status',
            'error',
            'durationMs',
            'outcome',
            'nextAttemptAt',
            'retryInMs',
            'retryBasis',
            'body',
            'answerBody',
            'replayOf',
          ],
          properties: {
            deliveryId: { type: 'string' },
            url: { type: 'string' },
            kind: { enum: ['purchase', 'sale'] },
            type: { type: 'string' },
            id: { type: 'string' },
            attempt: { type: 'integer' },
            time: { type: 'string' },
            status: { type: ['integer', 'null'] },
            error: { type: ['string', 'null'] },
            durationMs: { type: 'integer' },
            outcome: { enum: ['delivered', 'retrying', 'failed', 'refused', 'dropped'] },
            nextAttemptAt: { type: ['string', 'null'] },
            retryInMs: { type: ['integer', 'null'] },
            retryBasis: { enum: ['retry-after', 'backoff', null] },
            body: {},
            answerBody: { type: ['string', 'null'] },
            replayOf: { type: ['string', 'null'] },
          },
        },
        Faults: {
          type: 'object',
          required: ['endpoints', 'failingPurchases'],
          properties: {
            endpoints: {
              type: 'array',
              items: {
                type: 'object',
                required: ['endpoint', 'fault', 'remaining', 'hangMs'],
                properties: {
                  endpoint: { enum: FAULT_ENDPOINTS },
                  fault: { enum: FAULT_KINDS },
                  remaining: { type: 'integer' },
                  hangMs: { type: 'integer' },
                },
              },
            },
            failingPurchases: { type: 'integer' },
          },
        },
        PriceWalk: {
          type: 'object',
          required: ['paused', 'stepMs', 'at', 'seeded'],
          properties: {
            paused: { type: 'boolean' },
            stepMs: { type: 'integer' },
            at: { type: 'string' },
            seeded: { type: 'boolean' },
          },
        },
      },
    },
  }
}
