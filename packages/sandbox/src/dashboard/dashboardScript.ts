import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { browserScript } from '../browserBundle.js'

/** The dashboard's browser script (src/dashboard/client/main.ts), read or bundled once. */
export const dashboardScript = browserScript(
  dirname(fileURLToPath(import.meta.url)),
  'dashboard',
  'The dashboard',
)
