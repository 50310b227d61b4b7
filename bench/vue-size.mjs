#!/usr/bin/env node
// Size of @rampkit/vue itself in an app's bundle, with vue and @rampkit/core left external
// (an app has them anyway): its built entry bundled by esbuild (minified, browser, ESM), then
// gzip -9 — the same method as react-size.mjs. Targets: every export ≤ 2,100 B min+gzip; the quotes and widget part ≤ 1,500 B.
// Also the widget part and the quote part alone (tree-shaken imports).
// Run after `pnpm --filter @rampkit/vue build`.
import { builtFile, bundleSize } from './lib/bundleSize.mjs'
import { budgetRow, reportRows } from './lib/rows.mjs'

// Every export: quotes, the widget, and purchase / sale status (usePurchase, useSale) since
// they came. The quotes and widget part keeps the cap it had before status came, so a
// regression there still shows.
const TARGET_GZIP = 2100
const QUOTES_AND_WIDGET_TARGET_GZIP = 1500
const entry = builtFile('packages/vue/dist/index.js', '@rampkit/vue')
const external = ['vue', '@rampkit/core']
const measure = (contents) => bundleSize(contents, { external })

const whole = await measure(`export * from ${JSON.stringify(entry)}`)
const widget = await measure(`export { useRampWidget, RampWidget } from ${JSON.stringify(entry)}`)
const quotes = await measure(
  `export { RampKitPlugin, useOnrampQuote } from ${JSON.stringify(entry)}`,
)
const quotesAndWidget = await measure(
  `export { RampKitPlugin, useOnrampQuote, useRampWidget, RampWidget } from ${JSON.stringify(entry)}`,
)

console.log('vue-size (esbuild --bundle --minify, vue + @rampkit/core external, gzip -9)')
console.log(
  `  @rampkit/vue, every export:            ${whole.min} B min, ${whole.gzip} B gzip (target ≤ ${TARGET_GZIP} B)`,
)
console.log(`  useRampWidget + RampWidget only:        ${widget.min} B min, ${widget.gzip} B gzip`)
console.log(`  RampKitPlugin + useOnrampQuote only:    ${quotes.min} B min, ${quotes.gzip} B gzip`)
reportRows([
  budgetRow('@rampkit/vue, every export (own size)', whole.gzip, TARGET_GZIP),
  budgetRow(
    '@rampkit/vue, quotes and widget (own size)',
    quotesAndWidget.gzip,
    QUOTES_AND_WIDGET_TARGET_GZIP,
  ),
])
