import type { Context, Hono } from 'hono'
import type { ViewContext } from '../catalog/views.js'
import { SandboxError } from '../errors.js'
import type { SandboxState } from '../state.js'
import type { QueryReader } from '../validation/query.js'

/** Answers 405 with `Allow` for every other method on `path` (register after the handlers). */
export function allowOnly(app: Hono, path: string, methods: readonly string[]): void {
  const allow = methods.includes('GET') ? [...methods, 'HEAD', 'OPTIONS'] : [...methods, 'OPTIONS']
  app.all(path, (c) => {
    throw new SandboxError(
      'METHOD_NOT_ALLOWED',
      `${c.req.method} is not allowed here; use ${methods.join(' or ')}`,
      { allow },
      { Allow: allow.join(', ') },
    )
  })
}

/** Origin the request reached the sandbox at (for absolute URLs in answers). */
export function requestOrigin(c: Context): string {
  try {
    return new URL(c.req.url).origin
  } catch {
    return 'http://localhost'
  }
}

export function viewContext(state: SandboxState, c: Context): ViewContext {
  return {
    catalog: state.catalog,
    snapshot: state.snapshot(),
    origin: requestOrigin(c),
    startedAt: state.startedAt,
  }
}

/** `hostApiKey` of a quotation endpoint: required (401) and accepted (403). */
export function requireApiKey(state: SandboxState, query: QueryReader): string {
  const key = query.string('hostApiKey')
  query.done()
  if (key === undefined || key === '') {
    throw new SandboxError('MISSING_API_KEY', 'the hostApiKey query parameter is required')
  }
  // The key itself is never echoed: it is a credential.
  if (!state.isApiKey(key)) throw new SandboxError('UNKNOWN_API_KEY', 'hostApiKey is not accepted')
  return key
}
