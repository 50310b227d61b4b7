import { defineConfig, type Options } from 'tsup'

/** A browser script served at /<name>/<name>.js: one minified ES module, its imports bundled. */
const browserScript = (name: string, entry: string): Options => ({
  entry: { [name]: entry },
  outDir: `dist/${name}`,
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  noExternal: [/.*/],
  minify: true,
  clean: true,
})

export default defineConfig([
  {
    // wallet: `@rampkit/sandbox/wallet`, browser-safe (it imports only core's types).
    entry: { index: 'src/index.ts', cli: 'src/cli.ts', wallet: 'src/wallet.ts' },
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts', wallet: 'src/wallet.ts' } },
    // Private, never published: bundled in (as tsup does a devDependency; named so it stays so),
    // so the tarball imports nothing of it, and no type of the sandbox's API names one of its
    // types (test/bundledPlumbing.test.ts).
    noExternal: ['@rampkit/server-plumbing'],
    // dist/widget/ and dist/dashboard/ are the other builds' output.
    clean: ['!widget/**', '!dashboard/**'],
    sourcemap: true,
    target: 'node20',
    // Imported only when running from source without a built widget (src/widget/widgetScript.ts).
    external: ['esbuild'],
  },
  // The stand-in widget's browser script, served at /widget/widget.js: one ES module with
  // what it uses of @rampkit/core bundled in (script-src 'self' allows nothing else).
  browserScript('widget', 'src/widget/client/main.ts'),
  // The dashboard's browser script, served at /dashboard/dashboard.js (script-src 'self').
  browserScript('dashboard', 'src/dashboard/client/main.ts'),
])
