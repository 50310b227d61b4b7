import { defineConfig } from 'tsup'

// One file, the bin: it reads its version from ../package.json and its templates from
// ../templates/ at run time (both ship in the tarball).
export default defineConfig({
  entry: { cli: 'src/cli.ts' },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
})
