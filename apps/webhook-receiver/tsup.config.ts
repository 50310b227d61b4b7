import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  // TypeScript source, not built on its own: bundled in, or node could not load it.
  noExternal: ['@rampkit/server-plumbing'],
})
