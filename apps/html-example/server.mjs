#!/usr/bin/env node
// Serves the plain HTML example: the create-rampkit html template's page (its public/index.html
// and app.js, read from the template folder, never copied) with the example's extras written
// into the page's place for the host's own sections (public/extras.html, extras.js), the
// script-tag build of @rampkit/element at /rampkit.global.js, and the helpers the extras share
// with the other examples (apps/example-shared, TypeScript) as one browser module,
// /example-shared.js. No bundler for the page: only those shared helpers are compiled (esbuild,
// the workspace's), once per server.
// `pnpm start` (port 5177) uses the local sandbox (8787), webhook receiver (8788) and local chain
// (8545, the sandbox wallet's); RAMPKIT_API_URL, RAMPKIT_WIDGET_URL, RAMPKIT_WEBHOOK_URL,
// RAMPKIT_HOST_API_KEY and RAMPKIT_LOCAL_CHAIN_URL point it elsewhere. The e2e tests start it
// with startHtmlExample().
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import {
  contentType,
  lookupIn,
  moduleFiles,
} from '../../packages/create-rampkit/templates/html/site.mjs'

const TEMPLATES = new URL('../../packages/create-rampkit/templates/', import.meta.url)
const TEMPLATE = new URL('html/public/', TEMPLATES)
const PUBLIC = new URL('./public/', import.meta.url)
const SHARED = new URL('../example-shared/src/', import.meta.url)
const GLOBAL_BUILD = createRequire(import.meta.url)
  .resolve('@rampkit/element/package.json')
  .replace(/package\.json$/, 'dist/rampkit.global.js')

/** The files served as they are, by path. */
const FILES = {
  '/app.js': new URL('app.js', TEMPLATE),
  // The template's stylesheet and logo (a generated app has them at its root), then the
  // extras' stylesheet, the one the React, Vue and Next examples use.
  '/styles.css': new URL('_shared/styles.css', TEMPLATES),
  '/logo.svg': new URL('_shared/public/logo.svg', TEMPLATES),
  '/extras.css': new URL('../react-example/src/extras.css', import.meta.url),
  '/extras.js': new URL('extras.js', PUBLIC),
  '/rampkit.global.js': GLOBAL_BUILD,
}
const moduleAt = lookupIn(moduleFiles)
/**
 * The file served at `path`: one of FILES, or one of what the page's import map points at
 * (@rampkit/core, @rampkit/wallet, the sandbox wallet), found as the template's own server
 * finds them.
 */
const fileAt = (path) => (Object.hasOwn(FILES, path) ? FILES[path] : moduleAt(path))

/** `"` `&` `<` `>` `'` as HTML entities: the values go into attributes. */
const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )

/** The template's place for the host's own sections in its index.html. */
const OWN_SECTIONS = /[ \t]*<!-- Your own sections[\s\S]*?-->\n?/

/** The template's index.html with the settings written in and the extras in their place. */
async function page(settings) {
  const [template, extras] = await Promise.all([
    readFile(new URL('index.html', TEMPLATE), 'utf8'),
    readFile(new URL('extras.html', PUBLIC), 'utf8'),
  ])
  if (!OWN_SECTIONS.test(template))
    throw new Error("The template's index.html lost its place for own sections")
  let html = template.replace(OWN_SECTIONS, () => extras)
  for (const [name, value] of Object.entries(settings))
    html = html.replaceAll(`%${name}%`, escapeHtml(value))
  return html
}

/** example-shared's helpers the extras use (and core's they need), as one ES module. */
async function sharedModule() {
  const result = await build({
    stdin: {
      contents: `export { embeddedWidgetConfig, formatCrypto, formatFiat, formatTime, readWebhookLog, saleStatusFromReceiver } from './index.ts'
export { appendWidgetEvent, createHostApiClient, describeWidgetEvent } from '@rampkit/core'
export { createSaleStore } from '@rampkit/core/adapter'`,
      resolveDir: fileURLToPath(SHARED),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['production'],
    target: 'es2022',
    write: false,
  })
  return result.outputFiles[0].text
}

/**
 * Starts the page's server; resolves to its address and a stopper.
 * `localChainUrl`: the local chain whose sandbox wallet the page lists (blank: none).
 * @param {{ port?: number, host?: string, apiUrl?: string, widgetUrl?: string, webhookUrl?: string, hostApiKey?: string, localChainUrl?: string }} [options]
 */
export async function startHtmlExample({
  port = 5177,
  host = '127.0.0.1',
  apiUrl = 'http://127.0.0.1:8787/api',
  widgetUrl = 'http://127.0.0.1:8787/widget/',
  webhookUrl = 'http://127.0.0.1:8788/webhooks',
  hostApiKey = 'demo-host-api-key',
  localChainUrl = 'http://127.0.0.1:8545',
} = {}) {
  const settings = {
    RAMPKIT_API_URL: apiUrl,
    RAMPKIT_WIDGET_URL: widgetUrl,
    RAMPKIT_WEBHOOK_URL: webhookUrl,
    RAMPKIT_HOST_API_KEY: hostApiKey,
    RAMPKIT_LOCAL_CHAIN_URL: localChainUrl,
  }
  const shared = await sharedModule()
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    try {
      // Read per request: an edit of the template or the extras shows on reload.
      if (path === '/' || path === '/index.html') {
        return response
          .writeHead(200, { 'content-type': contentType('/index.html') })
          .end(await page(settings))
      }
      if (path === '/example-shared.js') {
        return response.writeHead(200, { 'content-type': contentType(path) }).end(shared)
      }
      const file = fileAt(path)
      if (!file) return response.writeHead(404).end('not found')
      // Read before the head is written: a file gone (a package rebuilt meanwhile) is a 500.
      const body = await readFile(file)
      response.writeHead(200, { 'content-type': contentType(String(file)) }).end(body)
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
  const env = (name) => process.env[name] || undefined
  const served = await startHtmlExample({
    apiUrl: env('RAMPKIT_API_URL'),
    widgetUrl: env('RAMPKIT_WIDGET_URL'),
    webhookUrl: env('RAMPKIT_WEBHOOK_URL'),
    hostApiKey: env('RAMPKIT_HOST_API_KEY'),
    localChainUrl: env('RAMPKIT_LOCAL_CHAIN_URL'),
  })
  console.log(`html-example on ${served.url}`)
}
