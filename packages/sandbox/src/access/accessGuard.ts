import type { IncomingMessage } from 'node:http'
import { incomingHostProblem } from '@rampkit/server-plumbing'
import type { MiddlewareHandler } from 'hono'
import { SandboxError } from '../errors.js'
import type { AccessPolicy } from './accessPolicy.js'

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The served sandbox's door (not the in-process one: it has no socket). Every request must
 * name the sandbox's own address in `Host`, so a page on a rebound DNS name cannot reach it;
 * state-changing calls of the control API and the stand-in widget must come from no page at
 * all (the CLI, curl, server code) or an allowed one. The host API under `/api` stays open to
 * every page, as the real service is.
 */
export function accessGuard(policy: AccessPolicy): MiddlewareHandler {
  return async (c, next) => {
    // Over a socket: one Host line, naming the host of an absolute request line (requestHost.ts
    // of @rampkit/server-plumbing).
    const problem = incomingHostProblem(
      (c.env as { incoming?: IncomingMessage } | undefined)?.incoming,
    )
    if (problem !== undefined) {
      throw new SandboxError(
        'HOST_NOT_ALLOWED',
        `this sandbox refuses the request: ${problem.message}`,
      )
    }
    const host = c.req.header('host')
    if (!policy.hostAllowed(host)) {
      const shown = clip(host ?? '(none)')
      throw new SandboxError(
        'HOST_NOT_ALLOWED',
        `this sandbox does not answer to Host ${JSON.stringify(shown)}; start it with --allow-host ${shown} to admit it`,
      )
    }
    if (READ_METHODS.has(c.req.method) || !changesState(c.req.path)) return next()
    const origin = c.req.header('origin')
    if (origin !== undefined && !policy.originAllowed(origin, host ?? '')) {
      const shown = clip(origin)
      throw new SandboxError(
        'ORIGIN_NOT_ALLOWED',
        origin === 'null'
          ? NULL_ORIGIN_REFUSAL
          : `pages at ${shown} may not change this sandbox; start it with --allow-origin ${shown} to admit them`,
      )
    }
    return next()
  }
}

// `Origin: null` (a file:// page, a sandboxed frame, a data: URL) names no site that a flag
// could admit: say what does work instead.
const NULL_ORIGIN_REFUSAL =
  'pages without an origin (Origin: null: a file:// page, a sandboxed iframe, a data: URL) may not change this sandbox; serve the page from an http(s) origin (a loopback one, such as http://127.0.0.1:5173, needs no flag) and start the sandbox with --allow-origin <that origin> otherwise'

function changesState(path: string): boolean {
  return path.startsWith('/sandbox/') || path.startsWith('/widget/') || path === '/sandbox'
}

function clip(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text
}

/**
 * The `Access-Control-Allow-Origin` a served sandbox answers: `*` on the host API; elsewhere
 * (control API, widget, dashboard) only an allowed page's own origin, so no other page reads
 * the delivery log or the records.
 */
export function servedAllowOrigin(policy: AccessPolicy) {
  return (origin: string, path: string, host: string | undefined): string | undefined => {
    if (path === '/api' || path.startsWith('/api/')) return '*'
    if (origin === '' || host === undefined) return undefined
    return policy.originAllowed(origin, host) ? origin : undefined
  }
}
