import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // No `treeshake`: tsup's rollup pass after esbuild appended a second sourceMappingURL comment;
  // esbuild already drops unused code.
  // vue and @rampkit/core stay imports (peer and dependency). Components are
  // defineComponent + h in plain .ts files: no SFC compiler in the build.
  external: ['vue', '@rampkit/core'],
})
