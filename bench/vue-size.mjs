#!/usr/bin/env node
// Size of @rampkit/vue itself in an app's bundle, with vue and @rampkit/core left external
// (an app has them anyway): its built entry bundled by esbuild (minified, browser, ESM), then
// gzip -9 — the same method as react-size.mjs. Target: ≤ 1,500 B min+gzip (React's target).
// Also the widget part and the quote part alone (tree-shaken imports).
// Run after `pnpm --filter @rampkit/vue build`.
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const TARGET_GZIP = 1500
const entry = new URL('../packages/vue/dist/index.js', import.meta.url).pathname
if (!existsSync(entry)) {
  console.error('@rampkit/vue is not built: run pnpm --filter @rampkit/vue build')
  process.exit(1)
}
const external = ['vue', '@rampkit/core']

async function measure(contents) {
  const result = await build({
    stdin: { contents, resolveDir: new URL('.', import.meta.url).pathname, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external,
  })
  const code = result.outputFiles[0].contents
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength }
}

const whole = await measure(`export * from ${JSON.stringify(entry)}`)
const widget = await measure(`export { useRampWidget, RampWidget } from ${JSON.stringify(entry)}`)
const quotes = await measure(
  `export { RampKitPlugin, useOnrampQuote } from ${JSON.stringify(entry)}`,
)

const ok = whole.gzip <= TARGET_GZIP
console.log('vue-size (esbuild --bundle --minify, vue + @rampkit/core external, gzip -9)')
console.log(
  `  @rampkit/vue, every export:            ${whole.min} B min, ${whole.gzip} B gzip (target ≤ ${TARGET_GZIP} B)`,
)
console.log(`  useRampWidget + RampWidget only:        ${widget.min} B min, ${widget.gzip} B gzip`)
console.log(`  RampKitPlugin + useOnrampQuote only:    ${quotes.min} B min, ${quotes.gzip} B gzip`)
console.log(`  ${ok ? 'PASS' : 'FAIL'}`)
if (!ok) process.exitCode = 1
