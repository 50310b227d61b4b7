// What server.mjs serves and build.mjs writes: public/ with the addresses and key from .env
// written into index.html, and the script-tag build of @rampkit/element as /rampkit.global.js.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

for (const file of ['.env.local', '.env']) {
  try {
    process.loadEnvFile(file) // values already in the environment win
  } catch {}
}

const PUBLIC = new URL('./public/', import.meta.url)
const GLOBAL_BUILD = createRequire(import.meta.url)
  .resolve('@rampkit/element/package.json')
  .replace(/package\.json$/, 'dist/rampkit.global.js')

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )

const settings = {
  RAMPKIT_API_URL: process.env.RAMPKIT_API_URL || 'http://127.0.0.1:8787/api',
  RAMPKIT_WIDGET_URL: process.env.RAMPKIT_WIDGET_URL || 'http://127.0.0.1:8787/widget/',
  RAMPKIT_HOST_API_KEY: process.env.RAMPKIT_HOST_API_KEY || 'demo-host-api-key',
  // Blank: the service calls no webhook receiver of the page's.
  RAMPKIT_WEBHOOK_URL: process.env.RAMPKIT_WEBHOOK_URL || '',
}

/** The site's files by path: `{ '/index.html': Buffer, ... }`. */
export function siteFiles() {
  let index = readFileSync(new URL('index.html', PUBLIC), 'utf8')
  for (const [name, value] of Object.entries(settings)) {
    index = index.replaceAll(`%${name}%`, escapeHtml(value))
  }
  return {
    '/index.html': Buffer.from(index),
    '/app.js': readFileSync(new URL('app.js', PUBLIC)),
    // The stylesheet every template shares sits at the app's root.
    '/styles.css': readFileSync(new URL('../styles.css', PUBLIC)),
    '/logo.svg': readFileSync(new URL('logo.svg', PUBLIC)),
    '/rampkit.global.js': readFileSync(GLOBAL_BUILD),
  }
}
