// @rampkit/core/openapi: the OpenAPI 3.1 document of the host API, generated from the schemas
// of @rampkit/core/schemas. A separate entry so that neither the main entry nor the schemas one
// bundles the JSON Schema converter.
export {
  createOpenApiDocument,
  type OpenApiDocument,
  type OpenApiDocumentOptions,
} from '../openapi/createOpenApiDocument.js'
export {
  type HostApiCredential,
  type HostApiOperation,
  hostApiOperations,
} from '../openapi/hostApiOperations.js'
