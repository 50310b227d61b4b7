import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // vue and @rampkit/core stay imports (peer and dependency). Components are
  // defineComponent + h in plain .ts files: no SFC compiler in the build.
  external: ['vue', '@rampkit/core'],
})
