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

/**
 * GET `path`: the browser script `load` gives (browserScript's), not cached by the browser (it
 * changes with each build); other methods are refused.
 */
export function scriptRoute(app: Hono, path: string, load: () => Promise<string>): void {
  app.get(path, async (c) =>
    c.body(await load(), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  )
  allowOnly(app, path, ['GET'])
}

let origins: Map<string, string> | undefined

/** Origin the request reached the sandbox at (for absolute URLs in answers). */
export function requestOrigin(c: Context): string {
  // The origin is read from the scheme and authority alone, so parse that part once per
  // distinct value (a server sees a handful) instead of each request's whole URL.
  const url = c.req.url
  const scheme = url.indexOf('://')
  const path = scheme === -1 ? -1 : url.indexOf('/', scheme + 3)
  const authority = path === -1 ? url : url.slice(0, path)
  if (authority === url || /[?#\\@]/.test(authority)) return originOf(url)
  origins ??= new Map()
  let origin = origins.get(authority)
  if (origin === undefined) {
    // Host headers are the client's to choose: keep a bounded number
    if (origins.size >= 64) origins.clear()
    origin = originOf(authority)
    origins.set(authority, origin)
  }
  return origin
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
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
