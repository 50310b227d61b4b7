import { type JsonSchema, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { PRODUCTION_API_URL } from '../client/productionApiUrl.js'
import {
  AssetInfoSchema,
  AssetInfoV2Schema,
  LegacyAssetInfoSchema,
  OfframpAssetInfoSchema,
} from '../schemas/assets.js'
import { ActiveTransactionCurrencySchema, CountryInfoSchema } from '../schemas/currencies.js'
import { hostApiSchemas } from '../schemas/hostApiSchemas.js'
import {
  LegacyQuoteRequestBodySchema,
  PublicAssetDetailsSchema,
  QuoteRequestBodySchema,
  QuoteResultForMethodSchema,
} from '../schemas/quotes.js'
import { HostApiErrorBodySchema } from '../schemas/requests.js'
import { SaleAssetInfoSchema } from '../schemas/transactions.js'
import {
  CREDENTIAL_QUERY_PARAMS,
  type HostApiCredential,
  type HostApiOperation,
  hostApiOperations,
} from './hostApiOperations.js'
import { COMPONENT_SCHEMAS, conversionConfig } from './jsonSchemaConversion.js'

/** An OpenAPI 3.1 document, as plain JSON. */
export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string; description?: string }[]
  tags: { name: string; description: string }[]
  paths: Record<string, Record<string, unknown>>
  components: {
    schemas: Record<string, JsonSchema>
    securitySchemes: Record<HostApiCredential, Record<string, string>>
    responses: Record<string, unknown>
  }
}

/** Options of `createOpenApiDocument`. */
export interface OpenApiDocumentOptions {
  /** Servers listed before the production API, e.g. a sandbox's `http://localhost:8787/api`. */
  servers?: { url: string; description?: string }[]
}

// Named schemas become components (each `$ref`'d where another schema uses it): the response
// bodies by resource name, the request bodies, the error body and the shared parts.
const componentSchemas: Record<string, v.GenericSchema> = {
  ...hostApiSchemas,
  QuoteRequestBody: QuoteRequestBodySchema,
  LegacyQuoteRequestBody: LegacyQuoteRequestBodySchema,
  HostApiErrorBody: HostApiErrorBodySchema,
  AssetInfo: AssetInfoSchema,
  AssetInfoV2: AssetInfoV2Schema,
  OfframpAssetInfo: OfframpAssetInfoSchema,
  LegacyAssetInfo: LegacyAssetInfoSchema,
  ActiveTransactionCurrency: ActiveTransactionCurrencySchema,
  CountryInfo: CountryInfoSchema,
  QuoteResultForMethod: QuoteResultForMethodSchema,
  PublicAssetDetails: PublicAssetDetailsSchema,
  SaleAssetInfo: SaleAssetInfoSchema,
}

// The query parameter of each credential (spec 5) is described by its security scheme rather than
// as a plain parameter.
const credentialParameter = CREDENTIAL_QUERY_PARAMS

const json = (schema: JsonSchema) => ({ 'application/json': { schema } })
const ref = (name: string) => ({ $ref: `${COMPONENT_SCHEMAS}${name}` })
const errorResponse = (name: string) => ({ $ref: `#/components/responses/${name}` })

/**
 * The OpenAPI 3.1 document of the host API (spec 4: V3, V2 and legacy), generated from core's
 * valibot schemas: response bodies, request bodies, query and path parameters. Pure and
 * deterministic; callers that serve it should compute it once.
 */
export function createOpenApiDocument(options: OpenApiDocumentOptions = {}): OpenApiDocument {
  return openApiDocumentOf(hostApiOperations, options)
}

/** The document of any list of operations: core's, or one with a throwaway row's in a test. */
export function openApiDocumentOf(
  operations: readonly HostApiOperation[],
  options: OpenApiDocumentOptions = {},
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  for (const operation of operations) {
    paths[operation.path] ??= {}
    paths[operation.path]![operation.method] = toOperation(operation)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Crypto on-ramp / off-ramp host API',
      version: '3',
      description:
        'The REST host API (V3, V2 and the unversioned legacy API), generated from the valibot ' +
        'schemas of @rampkit/core. Every error is a JSON object with a `code`; every endpoint is ' +
        'rate limited (429 with Retry-After).',
    },
    servers: [
      ...(options.servers ?? []),
      { url: PRODUCTION_API_URL, description: 'Production host API' },
    ],
    tags: [
      { name: 'V3', description: 'Latest version (recommended)' },
      { name: 'V2', description: 'Fiat-parameterised assets without chains' },
      { name: 'Legacy', description: 'Unversioned API with EUR amounts' },
    ],
    paths,
    components: {
      schemas: toJsonSchemaDefs(componentSchemas, conversionConfig),
      securitySchemes: {
        hostApiKey: {
          type: 'apiKey',
          in: 'query',
          name: credentialParameter.hostApiKey,
          description: 'The host API key (spec 5): required by quotes, optional on assets.',
        },
        viewToken: {
          type: 'apiKey',
          in: 'query',
          name: credentialParameter.viewToken,
          description: 'The purchaseViewToken of the sale or purchase (spec 4.4, 4.11).',
        },
      },
      responses: {
        Error: { description: 'An error (spec 7)', content: json(ref('HostApiErrorBody')) },
        RateLimited: {
          description: 'Too many requests (spec 8); retry after the given seconds',
          headers: {
            'Retry-After': {
              required: true,
              description: 'Seconds to wait before the next request',
              schema: { type: 'integer', minimum: 0 },
            },
          },
          content: json(ref('HostApiErrorBody')),
        },
      },
    },
  }
}

function toOperation(operation: HostApiOperation): Record<string, unknown> {
  const credential = operation.credential
  const skipped = credential ? credentialParameter[credential.name] : undefined
  const parameters = [
    ...toParameters('path', operation.pathParams),
    ...toParameters('query', operation.query, skipped),
  ]
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    ...(credential && {
      // `{}` first: the call is also valid without the key, which only adds enabledFeatures.
      security:
        credential.use === 'required'
          ? [{ [credential.name]: [] }]
          : [{}, { [credential.name]: [] }],
    }),
    ...(parameters.length > 0 && { parameters }),
    ...(operation.body && {
      requestBody: { required: true, content: json(ref(operation.body)) },
    }),
    responses: {
      '200': { description: 'OK', content: json(ref(operation.response)) },
      '429': errorResponse('RateLimited'),
      '4XX': errorResponse('Error'),
      default: errorResponse('Error'),
    },
  }
}

function toParameters(
  location: 'path' | 'query',
  schema: v.ObjectSchema<v.ObjectEntries, undefined> | undefined,
  skipped?: string,
): Record<string, unknown>[] {
  if (!schema) return []
  return Object.entries(schema.entries)
    .filter(([name]) => name !== skipped)
    .map(([name, entry]) => {
      const { $schema: _dialect, description, ...converted } = toJsonSchema(entry, conversionConfig)
      const optional = entry.type === 'optional' || entry.type === 'nullish'
      return {
        name,
        in: location,
        required: location === 'path' || !optional,
        ...(description && { description }),
        schema: converted,
      }
    })
}
