// What server.mjs serves and build.mjs writes: public/ with the addresses and key from .env
// written into index.html, the script-tag build of @rampkit/element as /rampkit.global.js, and
// the modules app.js imports (index.html's import map): @rampkit/core's production build under
// /modules/core/, @rampkit/wallet's build under /modules/wallet/, the sandbox's development
// wallet as /modules/sandbox/wallet.js.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { extname } from 'node:path'
import { pathToFileURL } from 'node:url'

const PUBLIC = new URL('./public/', import.meta.url)
/** A file of an installed package, by its path inside the package. */
const packageFile = (name, path) =>
  new URL(path, pathToFileURL(createRequire(import.meta.url).resolve(`${name}/package.json`)))

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
}

/** The Content-Type of a site file, by its path's extension (HTML when it has none). */
export const contentType = (path) => TYPES[extname(path)] ?? TYPES['.html']

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )

/** The addresses and key, from .env.local and .env (values already in the environment win). */
function readSettings({ development }) {
  for (const file of ['.env.local', '.env']) {
    try {
      process.loadEnvFile(file)
    } catch {}
  }
  return {
    RAMPKIT_API_URL: process.env.RAMPKIT_API_URL || 'http://127.0.0.1:8787/api',
    RAMPKIT_WIDGET_URL: process.env.RAMPKIT_WIDGET_URL || 'http://127.0.0.1:8787/widget/',
    RAMPKIT_HOST_API_KEY: process.env.RAMPKIT_HOST_API_KEY || 'demo-host-api-key',
    // Blank: the service calls no webhook receiver of the page's.
    RAMPKIT_WEBHOOK_URL: process.env.RAMPKIT_WEBHOOK_URL || '',
    // DEVELOPMENT ONLY: the local chain of the sandbox wallet; blank in a build unless set.
    RAMPKIT_LOCAL_CHAIN_URL:
      process.env.RAMPKIT_LOCAL_CHAIN_URL || (development ? 'http://127.0.0.1:8545' : ''),
  }
}

/**
 * The modules app.js imports, by path: `{ '/modules/core/exports/index.js': URL, ... }`. Core's
 * production build is one file per module (the browser loads those its entry imports).
 */
export function moduleFiles() {
  const core = packageFile('@rampkit/core', 'dist/production/')
  const files = {
    '/modules/sandbox/wallet.js': packageFile('@rampkit/sandbox', 'dist/wallet.js'),
  }
  // The wallet binding's entries and the chunks they share, with their source maps.
  const wallet = packageFile('@rampkit/wallet', 'dist/')
  for (const path of readdirSync(wallet)) {
    if (/\.js(\.map)?$/.test(path)) files[`/modules/wallet/${path}`] = new URL(path, wallet)
  }
  for (const path of readdirSync(core, { recursive: true })) {
    // The source maps too: the browser's developer tools ask for them.
    if (/\.js(\.map)?$/.test(path))
      files[`/modules/core/${path.replaceAll('\\', '/')}`] = new URL(path, core)
  }
  return files
}

/**
 * `list()`'s entry at a path, listing again only for a path the last listing lacks (a rebuilt
 * package's chunks change names): a page loads ~220 modules, and listing them all for each was
 * most of a development server's CPU, seconds per page load.
 */
export function lookupIn(list) {
  let entries = {}
  return (path) => {
    if (!Object.hasOwn(entries, path)) entries = list()
    return Object.hasOwn(entries, path) ? entries[path] : undefined
  }
}

/**
 * The site's files by path, each read when asked: `{ '/index.html': () => Buffer, ... }`.
 * `development` (server.mjs): the page lists the sandbox wallet of the local chain by default.
 */
export function siteFiles({ development = false } = {}) {
  const read = (url) => () => readFileSync(url)
  return {
    '/index.html': () => {
      let index = readFileSync(new URL('index.html', PUBLIC), 'utf8')
      for (const [name, value] of Object.entries(readSettings({ development }))) {
        index = index.replaceAll(`%${name}%`, escapeHtml(value))
      }
      return Buffer.from(index)
    },
    '/app.js': read(new URL('app.js', PUBLIC)),
    // The stylesheet every template shares sits at the app's root.
    '/styles.css': read(new URL('../styles.css', PUBLIC)),
    '/logo.svg': read(new URL('logo.svg', PUBLIC)),
    '/rampkit.global.js': read(packageFile('@rampkit/element', 'dist/rampkit.global.js')),
    ...Object.fromEntries(Object.entries(moduleFiles()).map(([path, url]) => [path, read(url)])),
  }
}
