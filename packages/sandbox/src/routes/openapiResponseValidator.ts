import type { OpenApiDocument } from '@rampkit/core/openapi'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

// Test support (not exported by the package): holds sandbox answers to the OpenAPI document it
// serves, so that the contract tests check the document and the sandbox against each other.

export interface CheckedResponse {
  method: string
  /** Path under the API base, e.g. `/host-api/v3/assets` (no `/api`, no query). */
  path: string
  status: number
  headers: Headers
  body: unknown
}

export type ResponseCheck =
  | { ok: true; operationId: string | undefined }
  | { ok: false; operationId: string | undefined; problems: string[] }

interface ResponseObject {
  $ref?: string
  headers?: Record<string, { required?: boolean; schema: Record<string, unknown> }>
  content?: Record<string, { schema: unknown }>
}

type Operation = { operationId: string; responses: Record<string, ResponseObject> }

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')

/**
 * Checks responses against `document`: finds the operation by method and path template, the
 * response by exact status, then `4XX`-style range, then `default`; validates the JSON body
 * with Ajv (JSON Schema 2020-12) and the required headers. A host API path with no operation
 * may only answer an error body.
 */
export function createOpenApiResponseValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: false })
  addFormats.default(ajv)
  ajv.addSchema(document as unknown as object, 'openapi.json')
  const compiled = new Map<string, ValidateFunction>()
  const schemaAt = (ref: string) => {
    let validate = compiled.get(ref)
    if (!validate) {
      validate = ajv.getSchema(`openapi.json#${ref}`)
      if (!validate) throw new Error(`no schema at ${ref}`)
      compiled.set(ref, validate)
    }
    return validate
  }
  const routes = Object.entries(document.paths).map(([template, item]) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    item: item as Record<string, Operation>,
  }))
  const resolve = (response: ResponseObject): [ResponseObject, string] => {
    if (!response.$ref) return [response, '']
    const name = response.$ref.replace('#/components/responses/', '')
    const target = document.components.responses[name] as ResponseObject | undefined
    if (!target) throw new Error(`unresolved ${response.$ref}`)
    return [target, `/components/responses/${pointer(name)}`]
  }

  return function check(response: CheckedResponse): ResponseCheck {
    const method = response.method.toLowerCase()
    const route = routes.find((r) => r.pattern.test(response.path))
    const operation = route?.item[method]
    const operationId = operation?.operationId
    const problems: string[] = []
    let responseObject: ResponseObject
    let base: string
    if (!route || !operation) {
      if (response.status < 400) {
        problems.push(
          `${response.status} from ${method.toUpperCase()} ${response.path}, which the document does not describe`,
        )
        return { ok: false, operationId, problems }
      }
      ;[responseObject, base] = resolve({ $ref: '#/components/responses/Error' })
    } else {
      const responses = operation.responses
      const key = [String(response.status), `${String(response.status)[0]}XX`, 'default'].find(
        (k) => k in responses,
      )
      if (!key) {
        problems.push(`status ${response.status} is not documented for ${operationId}`)
        return { ok: false, operationId, problems }
      }
      const [resolved, at] = resolve(responses[key]!)
      responseObject = resolved
      base = at || `/paths/${pointer(route.template)}/${method}/responses/${pointer(key)}`
    }
    for (const [name, header] of Object.entries(responseObject.headers ?? {})) {
      const value = response.headers.get(name)
      if (value === null) {
        if (header.required) problems.push(`header ${name} is missing`)
        continue
      }
      const typed =
        header.schema.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value
      const validate = schemaAt(`${base}/headers/${pointer(name)}/schema`)
      if (!validate(typed)) problems.push(`header ${name}: ${ajv.errorsText(validate.errors)}`)
    }
    const content = responseObject.content?.['application/json']
    if (content) {
      const type = response.headers.get('content-type') ?? ''
      if (!type.startsWith('application/json')) problems.push(`content-type ${type}, not JSON`)
      const validate = schemaAt(`${base}/content/${pointer('application/json')}/schema`)
      if (!validate(response.body)) {
        problems.push(`body: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`)
      }
    }
    return problems.length ? { ok: false, operationId, problems } : { ok: true, operationId }
  }
}
