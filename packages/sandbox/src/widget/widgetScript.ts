import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { browserScript } from '../browserBundle.js'

/**
 * The stand-in widget's browser script, an ES module bundled from src/widget/client/main.ts
 * with what it imports from @rampkit/core: the built file (dist/widget/widget.js, see
 * tsup.config.ts) when the package is built, else (running from source, as the tests do)
 * bundled with esbuild on first use. Read once.
 */
export const widgetScript = browserScript(
  // This module's own folder (not `new URL(…, import.meta.url)`, which Vite rewrites).
  dirname(fileURLToPath(import.meta.url)),
  'widget',
  'The stand-in widget',
)
