#!/usr/bin/env node
// Size of @rampkit/react-native itself in an app's bundle: its built entries bundled by esbuild
// (minified, ESM), then gzip -9, with react, react-native, react-native-webview and the rampkit
// packages left external (an app has them anyway; the re-exported hooks are @rampkit/react's
// and counted there). Target: the app build (RampWidgetView on react-native-webview,
// openRampInBrowser) ≤ 2,500 B min+gzip. Also the web build (core's embedded widget).
// Run after `pnpm --filter @rampkit/react-native build`.
import { builtFile, bundleSize } from './lib/bundleSize.mjs'
import { budgetRow, reportRows } from './lib/rows.mjs'

const TARGET_GZIP = 2500
const external = [
  'react',
  'react/jsx-runtime',
  'react-native',
  'react-native-webview',
  '@rampkit/core',
  '@rampkit/react',
]
const measure = (file) =>
  bundleSize(`export * from ${JSON.stringify(builtFile(file, '@rampkit/react-native'))}`, {
    external,
  })

const app = await measure('packages/react-native/dist/index.native.js')
const web = await measure('packages/react-native/dist/index.js')

console.log('react-native-size (esbuild --bundle --minify, peers and @rampkit/* external, gzip -9)')
console.log(
  `  @rampkit/react-native, app build:   ${app.min} B min, ${app.gzip} B gzip (target ≤ ${TARGET_GZIP} B)`,
)
console.log(`  @rampkit/react-native, web build:   ${web.min} B min, ${web.gzip} B gzip`)
reportRows([budgetRow('@rampkit/react-native, app build (own size)', app.gzip, TARGET_GZIP)])
