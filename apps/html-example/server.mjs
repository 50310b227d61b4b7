#!/usr/bin/env node
// Serves the plain HTML example: public/ as it is, the widget address and API key written into
// index.html, and the script-tag build of @rampkit/element at /rampkit.global.js. No bundler.
// `pnpm start` (port 5177) uses the local sandbox; RAMPKIT_WIDGET_URL and RAMPKIT_HOST_API_KEY
// point it elsewhere. The e2e test starts it with startHtmlExample().
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const PUBLIC = fileURLToPath(new URL('./public/', import.meta.url))
const GLOBAL_BUILD = createRequire(import.meta.url)
  .resolve('@rampkit/element/package.json')
  .replace(/package\.json$/, 'dist/rampkit.global.js')

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/** `"` `&` `<` `>` `'` as HTML entities: the values go into attributes. */
const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )

/**
 * Starts the page's server; resolves to its address and a stopper.
 * @param {{ port?: number, host?: string, widgetUrl?: string, hostApiKey?: string }} [options]
 */
export async function startHtmlExample({
  port = 5177,
  host = '127.0.0.1',
  widgetUrl = 'http://127.0.0.1:8787/widget/',
  hostApiKey = 'demo-host-api-key',
} = {}) {
  const files = new Map([
    ['/', join(PUBLIC, 'index.html')],
    ['/index.html', join(PUBLIC, 'index.html')],
    ['/app.js', join(PUBLIC, 'app.js')],
    ['/logo.svg', join(PUBLIC, 'logo.svg')],
    ['/rampkit.global.js', GLOBAL_BUILD],
  ])
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const file = files.get(path)
    if (!file) return response.writeHead(404).end('not found')
    try {
      let body = await readFile(file, 'utf8')
      if (file.endsWith('index.html')) {
        // The logo's address must be absolute: the widget loads it from its own origin.
        const pageUrl = `http://${request.headers.host ?? `${host}:${port}`}`
        body = body
          .replaceAll('%RAMPKIT_PAGE_URL%', escapeHtml(pageUrl))
          .replaceAll('%RAMPKIT_WIDGET_URL%', escapeHtml(widgetUrl))
          .replaceAll('%RAMPKIT_HOST_API_KEY%', escapeHtml(hostApiKey))
      }
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? TYPES['.html'] }).end(body)
    } catch {
      response.writeHead(500).end(`${path} is missing: build @rampkit/element first`)
    }
  })
  await new Promise((resolve) => server.listen(port, host, resolve))
  const address = server.address()
  return {
    url: `http://${host}:${typeof address === 'object' && address ? address.port : port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      }),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const served = await startHtmlExample({
    widgetUrl: process.env.RAMPKIT_WIDGET_URL,
    hostApiKey: process.env.RAMPKIT_HOST_API_KEY,
  })
  console.log(`html-example on ${served.url}`)
}
