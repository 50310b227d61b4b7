import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadBrowserBundle } from '../browserBundle.js'

const HERE = dirname(fileURLToPath(import.meta.url))
/** Built: dist/dashboard/dashboard.js beside the built module (see tsup.config.ts). */
const BUILT = join(HERE, 'dashboard', 'dashboard.js')
/** From source (tests): this module is src/dashboard/dashboardScript.ts. */
const SOURCE = join(HERE, 'client', 'main.ts')

let script: Promise<string> | undefined

/** The dashboard's browser script (src/dashboard/client/main.ts), read or bundled once. */
export function dashboardScript(): Promise<string> {
  script ??= loadBrowserBundle(BUILT, SOURCE, 'The dashboard').catch((error: unknown) => {
    script = undefined
    throw error
  })
  return script
}
