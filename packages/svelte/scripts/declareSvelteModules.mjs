// TypeScript's node16/nodenext resolution looks up `X.d.svelte.ts` for an import of
// `./X.svelte` (arbitrary extensions), while svelte-package writes `X.svelte.d.ts` (found by
// bundler resolution only). `X.d.svelte.ts` re-exports `X.svelte.d.ts` (reached as
// `./X.svelte.js` in every mode), so `import { RampWidget } from '@rampkit/svelte'` is typed
// under every resolution mode without shipping the declarations twice.
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'

// The folder is dist/ unless given.
const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname
for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!name.endsWith('.svelte') || !existsSync(join(dist, `${name}.d.ts`))) continue
  const target = `./${basename(name)}.js`
  writeFileSync(
    join(dist, `${name.slice(0, -'.svelte'.length)}.d.svelte.ts`),
    `export * from '${target}';\nexport { default } from '${target}';\n`,
  )
}
