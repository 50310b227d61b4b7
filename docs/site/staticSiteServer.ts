import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { isIP } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
}

/**
 * Vite's rule for which `Host` a dev or preview server answers (its `server.allowedHosts`
 * default): `localhost`, names under `.localhost` and IP addresses. Anything else (a name that
 * DNS rebinding pointed at this machine) is refused.
 */
export function isAllowedHost(hostHeader: string | undefined): boolean {
  if (!hostHeader) return false
  const hostname = hostHeader.startsWith('[')
    ? hostHeader.slice(1, hostHeader.indexOf(']'))
    : (hostHeader.split(':')[0] ?? '')
  const name = hostname.toLowerCase()
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0
}

/**
 * The built site's files under `root`, as VitePress's `cleanUrls` writes them: `/guide/widget`
 * is `guide/widget.html`, `/guide/` is `guide/index.html`, anything else missing is `404.html`.
 * Only GET and HEAD; nothing outside `root`.
 */
export function createStaticSiteServer(root: string): Server {
  return createServer((request, response) => {
    answer(root, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
}

async function answer(root: string, request: IncomingMessage, response: ServerResponse) {
  if (!isAllowedHost(request.headers.host)) {
    response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('Blocked request: this host is not allowed.')
    return
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' })
    response.end()
    return
  }
  const file = await resolveFile(root, request.url ?? '/')
  const found = file ?? join(root, '404.html')
  const body = await readFile(found)
  response.writeHead(file ? 200 : 404, {
    'content-type': CONTENT_TYPES[extname(found)] ?? 'application/octet-stream',
    'content-length': body.length,
    'x-content-type-options': 'nosniff',
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}

async function resolveFile(root: string, url: string): Promise<string | undefined> {
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(url, 'http://site.invalid').pathname)
  } catch {
    return undefined
  }
  if (pathname.includes('\0')) return undefined
  const relative = normalize(pathname).replace(/^([/\\])+/, '')
  const base = join(root, relative)
  if (base !== root && !base.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined
  const candidates = pathname.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')]
  for (const candidate of candidates) {
    const info = await stat(candidate).catch(() => undefined)
    if (info?.isFile()) return candidate
  }
  return undefined
}
