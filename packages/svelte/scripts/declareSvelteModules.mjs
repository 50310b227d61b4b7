// TypeScript's node16/nodenext resolution looks up `X.d.svelte.ts` for an import of
// `./X.svelte` (arbitrary extensions), while svelte-package writes `X.svelte.d.ts` (found by
// bundler resolution only). Writing both makes `import { RampWidget } from '@rampkit/svelte'`
// typed under every resolution mode.
import { copyFileSync, existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

// The folder is dist/ unless given (the build test writes elsewhere).
const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname
for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!name.endsWith('.svelte') || !existsSync(join(dist, `${name}.d.ts`))) continue
  copyFileSync(
    join(dist, `${name}.d.ts`),
    join(dist, `${name.slice(0, -'.svelte'.length)}.d.svelte.ts`),
  )
}
