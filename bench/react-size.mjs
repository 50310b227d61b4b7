#!/usr/bin/env node
// Size of @rampkit/react itself in an app's bundle (lib/adapterSize.mjs), react and
// @rampkit/core external. Targets: every export ≤ 2,100 B min+gzip; the quotes and widget part
// ≤ 1,500 B. Also each part alone (tree-shaken imports).
// Run after `pnpm --filter @rampkit/react build`.
import { reportAdapterSize } from './lib/adapterSize.mjs'
import { builtFile, bundleSize } from './lib/bundleSize.mjs'

const external = ['react', 'react/jsx-runtime', 'react-dom', '@rampkit/core']
await reportAdapterSize({
  packageName: '@rampkit/react',
  title: 'react-size (esbuild --bundle --minify, react + @rampkit/core external, gzip -9)',
  entry: builtFile('packages/react/dist/index.js', '@rampkit/react'),
  measure: (contents) => bundleSize(contents, { external }),
  quotes: ['RampKitProvider', 'useOnrampQuote'],
  widget: ['useRampWidget', 'RampWidget'],
})
