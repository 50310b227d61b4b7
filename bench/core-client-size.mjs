#!/usr/bin/env node
// Size of the host API client in an app's bundle: an entry that imports createHostApiClient
// from the built @rampkit/core and makes a client, bundled by esbuild (minified, browser, ESM)
// then gzip -9. Target: ≤ 3,000 B gzip. Also shows what opting into `validate` costs.
// Run after `pnpm --filter @rampkit/core build`.
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const TARGET_GZIP = 3000
const here = new URL('.', import.meta.url).pathname
if (!existsSync(new URL('../packages/core/dist/exports/index.js', import.meta.url))) {
  console.error('@rampkit/core is not built: run pnpm --filter @rampkit/core build')
  process.exit(1)
}

async function measure(contents) {
  const result = await build({
    stdin: { contents, resolveDir: here, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
  })
  const code = result.outputFiles[0].contents
  const inputs = Object.keys(result.metafile.inputs)
  return {
    min: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    valibot: inputs.some((path) => path.includes('valibot')),
  }
}

const client = await measure(`
  import { createHostApiClient } from '@rampkit/core'
  export const client = createHostApiClient({ baseUrl: 'https://api.ramp.network/api' })
`)
// The same entry built from core's source modules: per-module `"sideEffects": false` lets
// esbuild drop whole unused modules, which the single-file dist cannot offer. The gap between
// the two is top-level code of other areas that esbuild must keep (calls it cannot prove pure).
const fromSource = await measure(`
  import { createHostApiClient } from '../packages/core/src/exports/index.ts'
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
  `  same, from core's source:   ${fromSource.min} B min, ${fromSource.gzip} B gzip (client code alone; the difference is other areas' retained top-level code)`,
)
console.log(
  `  with validate (schemas):    ${validated.min} B min, ${validated.gzip} B gzip (opt-in)`,
)
console.log(`  ${ok ? 'PASS' : 'FAIL'}`)
if (!ok) process.exitCode = 1
