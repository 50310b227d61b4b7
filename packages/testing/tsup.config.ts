import { defineConfig } from 'tsup'

export default defineConfig({
  // One file per module, so a test bundle keeps only what it uses.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/testkit.ts'],
  format: ['esm'],
  bundle: false,
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
})
