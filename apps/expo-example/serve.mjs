#!/usr/bin/env node
// Serves the app's web build (`pnpm build`: `expo export --platform web` into dist/) on
// 127.0.0.1:5179, as `pnpm start` does; PORT and HOST change where. Unknown paths get
// index.html (the app is one page). Nothing outside dist/ is served.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const DIST = fileURLToPath(new URL('./dist/', import.meta.url))

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
}

/**
 * Starts the server over `dir` (a web export); resolves to its address and a stopper.
 * @param {{ port?: number, host?: string, dir?: string }} [options]
 */
export async function serveWebBuild({ port = 5179, host = '127.0.0.1', dir = DIST } = {}) {
  const root = dir.endsWith(sep) ? dir : dir + sep
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const wanted = join(root, path.endsWith('/') ? `${path}index.html` : path)
    const file = wanted.startsWith(root) ? wanted : join(root, 'index.html')
    try {
      const body = await readFile(file).catch(() => readFile(join(root, 'index.html')))
      const type = TYPES[extname(file)] ?? TYPES['.html']
      response.writeHead(200, { 'content-type': type }).end(body)
    } catch {
      response.writeHead(404).end('Not built: run `pnpm build` in apps/expo-example first.')
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  return {
    url: `http://${host}:${typeof address === 'object' && address ? address.port : port}`,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const served = await serveWebBuild({
    port: Number(process.env.PORT ?? 5179),
    host: process.env.HOST ?? '127.0.0.1',
  })
  console.log(`Expo example (web build) on ${served.url}/`)
}
