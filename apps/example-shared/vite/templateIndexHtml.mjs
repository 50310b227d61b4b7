// The Vite examples' index.html is their template's: read from the create-rampkit template
// folder, never a copy. Plain JavaScript, so that each app's vite.config.ts loads it as it is
// (Vite leaves a workspace package's imports to Node); types beside it, in the .d.mts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The Vite templates' index.html: one page for React, Vue and Svelte (create-rampkit copies the
 * React template's into the other two).
 */
export const TEMPLATE_HTML_FILE = fileURLToPath(
  new URL('../../../packages/create-rampkit/templates/react/index.html', import.meta.url),
)

/**
 * Serves (`vite dev`) and builds (`vite build`) the app's index.html from the template's: the
 * example has none of its own. Its script tag names `/src/main` (`.tsx` or `.ts`), which the
 * example's root holds too: the example's own entry.
 */
export function templateIndexHtml() {
  const read = () => readFileSync(TEMPLATE_HTML_FILE, 'utf8')
  let index = ''
  return {
    name: 'rampkit-template-index-html',
    configResolved(config) {
      index = join(config.root, 'index.html')
    },
    // The build's entry, `<root>/index.html`, has the template's text.
    resolveId: (id) => (id === index ? id : undefined),
    load: (id) => (id === index ? read() : undefined),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0]
        if (req.method !== 'GET' || (path !== '/' && path !== '/index.html')) return next()
        server
          .transformIndexHtml(req.url, read())
          .then((html) => res.writeHead(200, { 'content-type': 'text/html' }).end(html), next)
      })
    },
  }
}
