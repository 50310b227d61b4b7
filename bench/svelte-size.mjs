#!/usr/bin/env node
// Size of @rampkit/svelte itself in an app's bundle, with svelte and @rampkit/core left
// external (an app has them anyway). The package ships uncompiled Svelte (`.svelte` and rune
// modules `.svelte.js`, compiled by the app's own Svelte), so this compiles them here as an app
// build would: each `.svelte` file with svelte/compiler's `compile`, each `.svelte.js` with
// `compileModule` (client, production), inside an esbuild bundle of the built entry (minified,
// browser, ESM), then gzip -9: the same method as react-size.mjs and vue-size.mjs
// (lib/adapterSize.mjs). Targets: every export ≤ 2,100 B min+gzip; the quotes and widget part
// ≤ 1,500 B. Also the quote part and the widget part alone.
// Run after `pnpm --filter @rampkit/svelte build`.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { reportAdapterSize } from './lib/adapterSize.mjs'
import { builtFile, bundleSize } from './lib/bundleSize.mjs'

const pkg = new URL('../packages/svelte/', import.meta.url)
const entry = builtFile('packages/svelte/dist/index.js', '@rampkit/svelte')
// The compiler the package is developed with (its devDependency).
const { compile, compileModule, VERSION } = createRequire(new URL('package.json', pkg))(
  'svelte/compiler',
)

const compileSvelte = {
  name: 'compile-svelte',
  setup(b) {
    b.onLoad({ filter: /\.svelte$/ }, ({ path }) => ({
      contents: compile(readFileSync(path, 'utf8'), {
        filename: path,
        generate: 'client',
        dev: false,
      }).js.code,
      loader: 'js',
    }))
    b.onLoad({ filter: /\.svelte\.js$/ }, ({ path }) => ({
      contents: compileModule(readFileSync(path, 'utf8'), {
        filename: path,
        generate: 'client',
        dev: false,
      }).js.code,
      loader: 'js',
    }))
  },
}

// svelte's runtime (svelte, svelte/internal/client, ...) and core stay imports.
const measure = (contents) =>
  bundleSize(contents, {
    external: ['svelte', 'svelte/*', '@rampkit/core'],
    plugins: [compileSvelte],
  })

await reportAdapterSize({
  packageName: '@rampkit/svelte',
  title: `svelte-size (svelte ${VERSION} compile/compileModule + esbuild --bundle --minify, svelte + @rampkit/core external, gzip -9)`,
  entry,
  measure,
  quotes: ['setRampKitContext', 'createOnrampQuote'],
  widget: ['RampWidget', 'rampWidget', 'createRampWidget'],
})
