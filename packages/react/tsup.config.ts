import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // react, react/jsx-runtime and @rampkit/core stay imports (peer and dependency).
  external: ['react', 'react/jsx-runtime', '@rampkit/core'],
})
