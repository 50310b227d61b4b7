import { readFileSync } from 'node:fs'
import { defineConfig } from 'tsup'

const { version } = JSON.parse(readFileSync('./package.json', 'utf8')) as { version: string }

// JavaScript keeps one file per module so that an app's bundler drops every module it does not
// use (`"sideEffects": false`); a single bundled file would keep module-level constants of
// unused areas. Types are bundled per entry point.
const notShipped = [
  '!src/**/*.test.ts',
  '!src/**/*.test-d.ts',
  '!src/**/testing/**',
  '!src/**/testkit.ts',
  '!src/**/fixtures.ts',
]

export default defineConfig([
  {
    entry: ['src/**/*.ts', ...notShipped],
    outDir: 'dist',
    format: ['esm'],
    bundle: false,
    // The widget URL carries the SDK's version (`sdkVersion`).
    define: { __RAMPKIT_VERSION__: JSON.stringify(version) },
    clean: true,
    sourcemap: true,
    target: 'es2022',
  },
  {
    entry: {
      index: 'src/exports/index.ts',
      schemas: 'src/exports/schemas.ts',
      webhooks: 'src/exports/webhooks.ts',
      compat: 'src/exports/compat.ts',
    },
    outDir: 'dist',
    format: ['esm'],
    dts: { only: true },
    target: 'es2022',
  },
])
