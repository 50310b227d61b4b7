// @rampkit/core/openapi: the host API described: the table of its endpoints (plain data, which the
// client, the sandbox and the testing kit follow) and the OpenAPI 3.1 document, generated from the
// schemas of @rampkit/core/schemas. A separate entry so that neither the main entry nor the
// schemas one bundles the JSON Schema converter.
export {
  type HostApiEndpoint,
  type HostApiEndpointName,
  type HostApiEndpointSpec,
  type HostApiVersion,
  hostApiEndpoints,
} from '../hostApi/endpoints.js'
// The quote request rules' table (hostApi/quoteRules.ts): the client, the schemas and the sandbox
// read it, so they accept the same quote bodies and name the same rule, with the same code.
export {
  checkQuoteRules,
  QUOTE_RULES,
  QUOTE_WARNINGS,
  type QuoteBodyField,
  type QuoteBodyKind,
  type QuoteFieldRule,
  type QuoteRuleCode,
  type QuoteRuleProblem,
  quoteRuleProblems,
  quoteRuleWords,
  quoteWarnings,
} from '../hostApi/quoteRules.js'
export {
  createOpenApiDocument,
  type OpenApiDocument,
  type OpenApiDocumentOptions,
} from '../openapi/createOpenApiDocument.js'
export {
  CREDENTIAL_QUERY_PARAMS,
  type HostApiCredential,
  type HostApiOperation,
  hostApiOperations,
} from '../openapi/hostApiOperations.js'
