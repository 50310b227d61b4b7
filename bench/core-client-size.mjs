#!/usr/bin/env node
// Size of the host API client in an app's bundle: an entry that imports createHostApiClient
// from the built @rampkit/core and makes a client, bundled by esbuild (minified, browser, ESM)
// then gzip -9. Target: ≤ 3,550 B gzip. Also shows what opting into `validate` costs.
// Run after `pnpm --filter @rampkit/core build`.
import { builtFile, bundleSize, PRODUCTION } from './lib/bundleSize.mjs'
import { budgetRow, reportRows } from './lib/rows.mjs'

// Was 3,000 B (the client measured 2,977 B). The request hooks (onRequest / onResponse: one
// event pair per attempt, the path with hostApiKey and secret masked by name, timing, a hook's
// error reported instead of thrown, `ABORTED` / `ERROR` so that every onRequest gets its
// onResponse) measured 3,218 B, ~240 B of which none is dead code: written compactly (a shared
// event object, one builder) they saved under 5 B. Hooks are options, so no bundler can drop
// them for an app that passes none. The cap kept ~2% room over that, as the webhooks' does.
// Then 3,465 B (issue 29): the endpoints come from core's one table (hostApi/endpoints.ts: each
// row's name, method, path and resource, which the OpenAPI document, the sandbox and the testing
// kit follow too; ~135 B over paths spelled in each method) and an attempt takes and returns named
// objects instead of seven positional arguments and a tuple (~120 B: property names are not
// minified). The cap keeps ~2.5% room over that.
const TARGET_GZIP = 3550
builtFile('packages/core/dist/exports/index.js', '@rampkit/core')

async function measure(contents) {
  const { min, gzip, inputs } = await bundleSize(contents, { ...PRODUCTION, loader: 'ts' })
  return { min, gzip, valibot: inputs.some((path) => path.includes('valibot')) }
}

const client = await measure(`
  import { createHostApiClient } from '@rampkit/core'
  export const client = createHostApiClient({ baseUrl: 'https://api.ramp.network/api' })
`)
const validated = await measure(`
  import { createHostApiClient } from '@rampkit/core'
  import { validateHostApiResponse } from '@rampkit/core/schemas'
  export const client = createHostApiClient({
    baseUrl: 'https://api.ramp.network/api',
    validate: validateHostApiResponse,
  })
`)

const ok = client.gzip <= TARGET_GZIP && !client.valibot
console.log('core-client-size (esbuild --bundle --minify --format=esm --platform=browser, gzip -9)')
console.log(
  `  createHostApiClient entry:  ${client.min} B min, ${client.gzip} B gzip (target ≤ ${TARGET_GZIP} B gzip), valibot bundled: ${client.valibot ? 'yes' : 'no'}`,
)
console.log(
  `  with validate (schemas):    ${validated.min} B min, ${validated.gzip} B gzip (opt-in)`,
)
reportRows([
  {
    ...budgetRow('createHostApiClient entry', client.gzip, TARGET_GZIP),
    holds: ok,
  },
])
