import { createOpenApiDocument, type OpenApiDocument } from '@rampkit/core/openapi'
import {
  type CheckedResponse,
  createOpenApiResponseValidator,
  type ResponseCheck,
} from './openapiResponseValidator.js'

// Test support (not exported by the package).

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

export type CheckReport = ResponseCheck & Omit<CheckedResponse, 'headers' | 'body'>

type Validator = ReturnType<typeof createOpenApiResponseValidator>
let generated: Validator | undefined
// Core's generated document, compiled once for every checking fetch that names no document.
const generatedDocumentValidator = () => {
  generated ??= createOpenApiResponseValidator(createOpenApiDocument())
  return generated
}

export interface OpenApiCheckOptions {
  /** Gets every report; by default a mismatch throws, so the calling test fails right there. */
  onCheck?: (report: CheckReport) => void
  /** The document to hold answers to (e.g. the one a sandbox serves); core's generated one by default. */
  document?: OpenApiDocument
}

/**
 * Wraps a fetch (a sandbox's in-process one, or the global one against a started sandbox) so
 * that every host API answer (`…/host-api/…`) is checked against the OpenAPI document: the
 * report goes to `onCheck`.
 */
export function openApiCheckingFetch(
  fetch: FetchLike,
  { onCheck = throwOnMismatch, document }: OpenApiCheckOptions = {},
): FetchLike {
  let validator: Validator | undefined
  return async (input, init) => {
    const response = await fetch(input, init)
    const request = input instanceof Request ? input : undefined
    const url = new URL(request?.url ?? String(input), 'http://localhost')
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
    const at = url.pathname.indexOf('/host-api/')
    // Preflights and HEAD have no body to check; the control API and the widget are no part
    // of the host API.
    if (at === -1 || method === 'OPTIONS' || method === 'HEAD') return response
    validator ??= document ? createOpenApiResponseValidator(document) : generatedDocumentValidator()
    const text = await response.clone().text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
    const path = url.pathname.slice(at)
    const check = validator({
      method,
      path,
      status: response.status,
      headers: response.headers,
      body,
    })
    onCheck({ ...check, method, path, status: response.status })
    return response
  }
}

function throwOnMismatch(report: CheckReport): void {
  if (!report.ok) {
    throw new Error(
      `${report.method} ${report.path} → ${report.status} does not match the OpenAPI document: ${report.problems.join('; ')}`,
    )
  }
}
