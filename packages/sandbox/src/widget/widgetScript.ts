import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadBrowserBundle } from '../browserBundle.js'

// Paths from this module's own file (not `new URL(…, import.meta.url)`, which Vite rewrites).
const HERE = dirname(fileURLToPath(import.meta.url))
/**
 * Where the build writes the stand-in widget's browser bundle (see tsup.config.ts): the built
 * module holding this code is in dist/, beside dist/widget/. From source (tests), this module
 * is src/widget/widgetScript.ts and no such file exists.
 */
const BUILT = join(HERE, 'widget', 'widget.js')
/** The bundle's entry, when this module runs from source. */
const SOURCE = join(HERE, 'client', 'main.ts')

let script: Promise<string> | undefined

/**
 * The stand-in widget's browser script, an ES module bundled from src/widget/client/main.ts
 * with what it imports from @rampkit/core: the built file when the package is built, else
 * (running from source, as the tests do) bundled with esbuild on first use. Read once.
 */
export function widgetScript(): Promise<string> {
  script ??= loadBrowserBundle(BUILT, SOURCE, 'The stand-in widget').catch((error: unknown) => {
    script = undefined
    throw error
  })
  return script
}
