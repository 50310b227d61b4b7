#!/usr/bin/env node
// Size of the script-tag build of @rampkit/element (dist/rampkit.global.js: global `RampKit`
// with createWidget, RampInstantSDK and <rampkit-widget>; core's production mode, minified)
// beside the official SDK's UMD file (`@ramp-network/ramp-instant-sdk/dist/ramp-instant-sdk.umd.js`,
// what a site without a bundler loads with <script src>), in the same run, gzip -9: the files
// as shipped, and the official one minified by esbuild too (it ships unminified). Also the
// element in an app's bundle (production condition), as a figure.
// Run after `pnpm --filter @rampkit/element build`.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'
import { transform } from 'esbuild'
import { builtFile, bundleSize, PRODUCTION } from './lib/bundleSize.mjs'
import { bytes, reportRows } from './lib/rows.mjs'

const globalBuild = builtFile('packages/element/dist/rampkit.global.js', '@rampkit/element')
const elementEntry = builtFile('packages/element/dist/index.js', '@rampkit/element')
const officialUmd = createRequire(import.meta.url)
  .resolve('@ramp-network/ramp-instant-sdk/package.json')
  .replace(/package\.json$/, 'dist/ramp-instant-sdk.umd.js')

const gzip = (code) => gzipSync(code, { level: 9 }).byteLength

const ours = readFileSync(globalBuild, 'utf8')
const theirs = readFileSync(officialUmd, 'utf8')
const theirsMinified = (await transform(theirs, { minify: true, target: 'es2020' })).code
const sizes = {
  ours: gzip(ours),
  theirs: gzip(theirs),
  theirsMinified: gzip(theirsMinified),
}

// What the element costs an app that bundles it: define it and nothing else.
const inApp = await bundleSize(
  `import { defineRampKitWidget } from ${JSON.stringify(elementEntry)}\ndefineRampKitWidget()`,
  PRODUCTION,
)

// The full rule set's words: in the production build they mean development code leaked in.
const leaked = ['could not be read', 'Did you mean', 'Misspelt as'].filter((text) =>
  ours.includes(text),
)
const ratio = (n) => `${(n / sizes.theirsMinified).toFixed(2)}×`
// A cap that catches regressions, not a target to fill. The file carries three front-ends
// (createWidget, RampInstantSDK, <rampkit-widget>) where the official one carries one; they share
// one widget controller (and the launcher was written for its readers rather than squeezed). Its
// RampInstantSDK now also does in the page what the official SDK does there, which the official
// file carries too: its confirm dialog and closing by widget version, its lenient reading of any
// configuration (beside createWidget's strict check, which the file also serves), the frame sized
// by version. That took it from 1.09× to 1.33× of the official file. The accessibility issue's
// dialog pattern (page behind inert, focus held and returned, the loader a named status) adds
// ~180 B to the launcher inside it, 1.36×: the cap is 1.37×.
const CAP = 1.37
// Preloading (issue 40: the controller's preload option, the element's preloadOn) adds
// preloadWidget and the launcher's hooks, ~720 B: 1.46×, over the cap until the launcher is
// split by variant (issue 40, item 2). Until then `pnpm test` holds the file to today's size.
// That split (one mounting module per kind of variant, for the one-variant launchers) saves this
// file nothing, which serves every variant, and its seams cost ~40 B (12,206 → 12,248 B). The
// element's `preload="idle"` (its `preload` attribute and property) ~31 B: 12,279 B. The focus
// trap's catch of focus lost to the page's body (Tab past the widget's last control) ~55 B.
const CEILING = 12_340

reportRows([
  {
    measure: 'script-tag build (rampkit.global.js, production)',
    figure: `${bytes(sizes.ours)} (${ratio(sizes.ours)})`,
    peers: `ramp-instant-sdk 6.2 UMD ${bytes(sizes.theirs)} as shipped, ${bytes(sizes.theirsMinified)} minified`,
    target: `≤ ${CAP.toFixed(2)}× the minified ramp UMD (${bytes(Math.floor(sizes.theirsMinified * CAP))})`,
    holds: sizes.ours <= sizes.theirsMinified * CAP && leaked.length === 0,
    ceiling: bytes(CEILING),
    withinCeiling: sizes.ours <= CEILING && leaked.length === 0,
  },
  {
    measure: '<rampkit-widget> in an app bundle (defineRampKitWidget, production)',
    figure: `${bytes(inApp.gzip)} (${ratio(inApp.gzip)})`,
    peers: `ramp-instant-sdk 6.2 UMD ${bytes(sizes.theirsMinified)} minified`,
  },
])

if (!process.argv.includes('--rows')) {
  console.log(`\nelement-size (gzip -9)`)
  console.log(`  rampkit.global.js          ${ours.length} B raw, ${sizes.ours} B gzip`)
  console.log(`  ramp-instant-sdk.umd.js    ${theirs.length} B raw, ${sizes.theirs} B gzip`)
  console.log(
    `  the same, esbuild --minify ${theirsMinified.length} B, ${sizes.theirsMinified} B gzip`,
  )
  console.log(`  development text in the script-tag build: ${leaked.join(', ') || 'none'}`)
}
