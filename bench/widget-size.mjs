#!/usr/bin/env node
// Size of the widget launcher in an app's bundle, beside the official SDK, in the same run:
// an entry that imports createWidget from the built @rampkit/core and creates a widget, and
// one that does `new RampInstantSDK({...})`, each bundled by esbuild (minified, browser, ESM)
// then gzip -9. Target: at most half of the official SDK. Also shows where the bytes go:
// the configuration validation + URL building that createWidget runs (validateWidgetConfig,
// buildWidgetUrl) against the mounting code itself.
// Run after `pnpm --filter @rampkit/core build`.
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const here = new URL('.', import.meta.url).pathname
if (!existsSync(new URL('../packages/core/dist/exports/index.js', import.meta.url))) {
  console.error('@rampkit/core is not built: run pnpm --filter @rampkit/core build')
  process.exit(1)
}

const CONFIG = `{
  hostAppName: 'Demo wallet',
  hostLogoUrl: 'https://example.com/logo.svg',
  hostApiKey: 'pk_live_demo',
  swapAsset: 'ETH_ETH',
}`

// Diagnostic only: createWidget built from core's source with the configuration validation and
// URL building replaced by trivial stand-ins, to show what the mounting code alone weighs.
const withoutValidation = {
  name: 'without-validation',
  setup(b) {
    b.onResolve({ filter: /\/(writeWidgetUrl|validateWidgetConfig)\.js$/ }, (args) => ({
      path: args.path,
      namespace: 'stub',
    }))
    b.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
      loader: 'js',
      contents: args.path.includes('writeWidgetUrl')
        ? 'export const writeWidgetUrl = (c, e) => c.url + "?" + new URLSearchParams(e)'
        : 'export const validateWidgetConfigOrThrow = (c) => c',
    }))
  },
}

async function measure(contents, plugins = []) {
  const result = await build({
    plugins,
    stdin: { contents, resolveDir: here, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
  })
  const code = result.outputFiles[0].contents
  const inputs = Object.entries(result.metafile.outputs)[0][1].inputs
  const bytesOf = (match) =>
    Object.entries(inputs)
      .filter(([path]) => match(path))
      .reduce((sum, [, input]) => sum + input.bytesInOutput, 0)
  return {
    min: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    mountMin: bytesOf((path) => path.includes('/widget/mount/')),
    fonts: /fonts\.googleapis/.test(Buffer.from(code).toString()),
  }
}

const rampkit = await measure(`
  import { createWidget } from '@rampkit/core'
  export const widget = createWidget(${CONFIG})
`)
const official = await measure(`
  import { RampInstantSDK } from '@ramp-network/ramp-instant-sdk'
  export const widget = new RampInstantSDK(${CONFIG})
`)
const configOnly = await measure(`
  import { buildWidgetUrl } from '@rampkit/core'
  export const url = buildWidgetUrl(${CONFIG})
`)

const mountOnly = await measure(
  `import { createWidget } from '../packages/core/src/widget/mount/createWidget.ts'
   export const widget = createWidget(${CONFIG})`,
  [withoutValidation],
)

const ratio = rampkit.gzip / official.gzip
const target = Math.floor(official.gzip / 2)
const ok = rampkit.gzip <= target
const row = (name, m) =>
  `  ${name.padEnd(44)} ${String(m.min).padStart(6)} B min ${String(m.gzip).padStart(6)} B gzip`
console.log('widget-size (esbuild --bundle --minify --format=esm --platform=browser, gzip -9)')
console.log(row('@rampkit/core createWidget(config)', rampkit))
console.log(row('@ramp-network/ramp-instant-sdk 6.2.0 new SDK', official))
console.log(
  `  ratio rampkit / official: ${ratio.toFixed(2)} (target ≤ 0.50, i.e. ≤ ${target} B gzip)`,
)
console.log("  where rampkit's bytes go:")
console.log(row('  config validation + buildWidgetUrl only', configOnly))
console.log(row('  mounting, messaging, events, no validation', mountOnly))
console.log(
  `    (src/widget/mount is ${rampkit.mountMin} B min of the full entry; it adds ~${rampkit.gzip - configOnly.gzip} B gzip to the validation)`,
)
console.log(
  `  Google Fonts link: rampkit ${rampkit.fonts ? 'yes' : 'no'}, official ${official.fonts ? 'yes' : 'no'}`,
)
console.log(`  ${ok ? 'PASS' : `FAIL: ${rampkit.gzip - target} B over the target`}`)
if (!ok) process.exitCode = 1
