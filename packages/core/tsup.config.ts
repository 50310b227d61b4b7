import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    schemas: 'src/exports/schemas.ts',
    webhooks: 'src/exports/webhooks.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
})
