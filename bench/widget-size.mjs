#!/usr/bin/env node
// Size of the widget launcher in an app's bundle, beside the official SDK, in the same run:
// an entry that imports createWidget from the built @rampkit/core and creates a widget, and
// one that does `new RampInstantSDK({...})`, each bundled by esbuild (minified, browser, ESM)
// then gzip -9. Target: at most half of the official SDK. Also shows where the bytes go: the
// configuration validation createWidget runs (validateWidgetConfigOrThrow) and the mounting code,
// each alone; with `--modules`, what each module of the entry costs (the gzip bytes saved when
// that module alone is replaced by empty stand-ins: a marginal cost, so the rows overlap a bit).
// Run after `pnpm --filter @rampkit/core build`.
import { readFileSync } from 'node:fs'
import { builtFile, bundleSize } from './lib/bundleSize.mjs'

builtFile('packages/core/dist/exports/index.js', '@rampkit/core')

const CONFIG = `{
  hostAppName: 'Demo wallet',
  hostLogoUrl: 'https://example.com/logo.svg',
  hostApiKey: 'pk_live_demo',
  swapAsset: 'ETH_ETH',
}`

const ENTRY = `
  import { createWidget } from '@rampkit/core'
  export const widget = createWidget(${CONFIG})
`

/** Replaces the built modules whose path `match`es with empty stand-ins of the same exports. */
const knockOut = (match) => ({
  name: 'knock-out',
  setup(b) {
    b.onLoad({ filter: /\/dist\/.*\.js$/ }, (args) => {
      if (!match(args.path)) return undefined
      const source = readFileSync(args.path, 'utf8')
      const names = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
        m[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]),
      )
      const stand = (name) =>
        new RegExp(`\\bclass ${name}\\b`).test(source)
          ? `export class ${name} extends Error {}`
          : new RegExp(`\\bfunction ${name}\\(`).test(source)
            ? `export function ${name}(x) { return x }`
            : `export const ${name} = []`
      return { loader: 'js', contents: names.filter(Boolean).map(stand).join('\n') }
    })
  },
})

async function measure(contents, plugins = []) {
  const { min, gzip, inputs, code } = await bundleSize(contents, { plugins, loader: 'ts' })
  return {
    min,
    gzip,
    inputs: inputs.filter((path) => path.includes('packages/core/dist/')),
    fonts: /fonts\.googleapis/.test(code),
  }
}

const rampkit = await measure(ENTRY)
const official = await measure(`
  import { RampInstantSDK } from '@ramp-network/ramp-instant-sdk'
  export const widget = new RampInstantSDK(${CONFIG})
`)
// What createWidget runs before it mounts anything, alone.
const validationOnly = await measure(`
  import { validateWidgetConfigOrThrow } from '@rampkit/core'
  export const config = validateWidgetConfigOrThrow(${CONFIG})
`)
// The entry with the validation replaced by a stand-in that returns its input.
const mountOnly = await measure(ENTRY, [
  knockOut((path) => path.endsWith('/widget/validateWidgetConfig.js')),
])

const ratio = rampkit.gzip / official.gzip
const target = Math.floor(official.gzip / 2)
const ok = rampkit.gzip <= target
const row = (name, m) =>
  `  ${name.padEnd(48)} ${String(m.min).padStart(6)} B min ${String(m.gzip).padStart(6)} B gzip`
console.log('widget-size (esbuild --bundle --minify --format=esm --platform=browser, gzip -9)')
console.log(row('@rampkit/core createWidget(config)', rampkit))
console.log(row('@ramp-network/ramp-instant-sdk 6.2.0 new SDK', official))
console.log(
  `  ratio rampkit / official: ${ratio.toFixed(2)} (target ≤ 0.50, i.e. ≤ ${target} B gzip)`,
)
console.log("  where rampkit's bytes go:")
console.log(row('  configuration validation alone', validationOnly))
console.log(row('  mounting, messaging, events, no validation', mountOnly))
console.log(
  `    (the validation adds ${rampkit.gzip - mountOnly.gzip} B gzip to the mounting code in the entry)`,
)

if (process.argv.includes('--modules')) {
  console.log('  gzip bytes each module costs the entry (knocked out alone):')
  const rows = []
  for (const path of rampkit.inputs) {
    // metafile paths are relative to bench/ (`../packages/...`), onLoad paths absolute.
    const tail = path.replace(/^(\.\.\/)+/, '/')
    const without = await measure(ENTRY, [knockOut((p) => p.endsWith(tail))])
    rows.push([
      path.replace(/^.*dist\//, ''),
      rampkit.min - without.min,
      rampkit.gzip - without.gzip,
    ])
  }
  rows.sort((a, b) => b[2] - a[2])
  for (const [name, min, gzip] of rows) {
    console.log(
      `    ${name.padEnd(40)} ${String(min).padStart(6)} B min ${String(gzip).padStart(6)} B gzip`,
    )
  }
}

console.log(
  `  Google Fonts link: rampkit ${rampkit.fonts ? 'yes' : 'no'}, official ${official.fonts ? 'yes' : 'no'}`,
)
console.log(`  ${ok ? 'PASS' : `FAIL: ${rampkit.gzip - target} B over the target`}`)
if (!ok) process.exitCode = 1
