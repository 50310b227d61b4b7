#!/usr/bin/env node
// Size of @rampkit/vue itself in an app's bundle (lib/adapterSize.mjs), vue and @rampkit/core
// external: the same method as react-size.mjs. Targets: every export ≤ 2,100 B min+gzip; the
// quotes and widget part ≤ 1,500 B. Also each part alone (tree-shaken imports).
// Run after `pnpm --filter @rampkit/vue build`.
import { reportAdapterSize } from './lib/adapterSize.mjs'
import { builtFile, bundleSize } from './lib/bundleSize.mjs'

const external = ['vue', '@rampkit/core']
await reportAdapterSize({
  packageName: '@rampkit/vue',
  title: 'vue-size (esbuild --bundle --minify, vue + @rampkit/core external, gzip -9)',
  entry: builtFile('packages/vue/dist/index.js', '@rampkit/vue'),
  measure: (contents) => bundleSize(contents, { external }),
  quotes: ['RampKitPlugin', 'useOnrampQuote'],
  widget: ['useRampWidget', 'RampWidget'],
})
