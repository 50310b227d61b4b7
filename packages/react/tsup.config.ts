import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // react, react/jsx-runtime and @rampkit/core stay imports (peer and dependency).
  external: ['react', 'react/jsx-runtime', '@rampkit/core'],
  // Every export uses hooks or context: a React Server Component (Next.js App Router) must
  // import the package as client references. Bundling drops the sources' directives, so the
  // banner adds it; tsup's rollup `treeshake` pass is off because it strips the banner (and
  // doubled the source-map comment); esbuild still drops unused code.
  banner: { js: '"use client";' },
})
