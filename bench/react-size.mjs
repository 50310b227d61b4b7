#!/usr/bin/env node
// Size of @rampkit/react itself in an app's bundle, with react and @rampkit/core left external
// (an app has them anyway): its built entry bundled by esbuild (minified, browser, ESM), then
// gzip -9. Targets: every export ≤ 2,100 B min+gzip; the quotes and widget part ≤ 1,500 B. Also the widget part alone (tree-shaken import).
// Run after `pnpm --filter @rampkit/react build`.
import { builtFile, bundleSize } from './lib/bundleSize.mjs'
import { budgetRow, reportRows } from './lib/rows.mjs'

// Every export: quotes, the widget, and purchase / sale status (usePurchase, useSale) since
// they came. The quotes and widget part keeps the cap it had before status came, so a
// regression there still shows.
const TARGET_GZIP = 2100
const QUOTES_AND_WIDGET_TARGET_GZIP = 1500
const entry = builtFile('packages/react/dist/index.js', '@rampkit/react')
const external = ['react', 'react/jsx-runtime', 'react-dom', '@rampkit/core']
const measure = (contents) => bundleSize(contents, { external })

const whole = await measure(`export * from ${JSON.stringify(entry)}`)
const widget = await measure(`export { useRampWidget, RampWidget } from ${JSON.stringify(entry)}`)
const quotes = await measure(
  `export { RampKitProvider, useOnrampQuote } from ${JSON.stringify(entry)}`,
)
const quotesAndWidget = await measure(
  `export { RampKitProvider, useOnrampQuote, useRampWidget, RampWidget } from ${JSON.stringify(entry)}`,
)

console.log('react-size (esbuild --bundle --minify, react + @rampkit/core external, gzip -9)')
console.log(
  `  @rampkit/react, every export:          ${whole.min} B min, ${whole.gzip} B gzip (target ≤ ${TARGET_GZIP} B)`,
)
console.log(`  useRampWidget + RampWidget only:        ${widget.min} B min, ${widget.gzip} B gzip`)
console.log(`  RampKitProvider + useOnrampQuote only:  ${quotes.min} B min, ${quotes.gzip} B gzip`)
reportRows([
  budgetRow('@rampkit/react, every export (own size)', whole.gzip, TARGET_GZIP),
  budgetRow(
    '@rampkit/react, quotes and widget (own size)',
    quotesAndWidget.gzip,
    QUOTES_AND_WIDGET_TARGET_GZIP,
  ),
])
