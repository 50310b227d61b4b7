import { createOpenApiDocument } from '@rampkit/core/openapi'
import {
  type CheckedResponse,
  createOpenApiResponseValidator,
  type ResponseCheck,
} from './openapiResponseValidator.js'

// Test support (not exported by the package).

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

export type CheckReport = ResponseCheck & Omit<CheckedResponse, 'headers' | 'body'>

let validator: ReturnType<typeof createOpenApiResponseValidator> | undefined

/**
 * Wraps a fetch (a sandbox's in-process one, or the global one against a started sandbox) so
 * that every host API answer (`…/host-api/…`) is checked against the OpenAPI document: the
 * report goes to `onCheck`, which by default throws on a mismatch so the calling test fails
 * at the offending request.
 */
export function openApiCheckingFetch(
  fetch: FetchLike,
  onCheck: (report: CheckReport) => void = throwOnMismatch,
): FetchLike {
  return async (input, init) => {
    const response = await fetch(input, init)
    const request = input instanceof Request ? input : undefined
    const url = new URL(request?.url ?? String(input), 'http://localhost')
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
    const at = url.pathname.indexOf('/host-api/')
    // Preflights and HEAD have no body to check; the control API and the widget are no part
    // of the host API.
    if (at === -1 || method === 'OPTIONS' || method === 'HEAD') return response
    validator ??= createOpenApiResponseValidator(createOpenApiDocument())
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
