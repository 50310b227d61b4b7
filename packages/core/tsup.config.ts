import { readFileSync } from 'node:fs'
import { defineConfig } from 'tsup'
import { DEV_FLAG, devFlagPlugin } from './build/devFlag.mjs'

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
  '!src/**/*.d.ts',
]

/**
 * One tree of modules. The widget launcher has a development mode (every rule, message and
 * warning) and a production one (a lean check with coded messages): each tree writes its value
 * of `__DEV__` (build/devFlag.mjs): `false` / `true` for the `production` / `development` export
 * conditions, so an app's bundler drops the other mode's code, and the NODE_ENV test for the
 * `default` tree.
 */
const modules = (outDir: string, mode: keyof typeof DEV_FLAG) => ({
  entry: ['src/**/*.ts', ...notShipped],
  outDir,
  format: ['esm' as const],
  bundle: false,
  define: {
    // The widget URL carries the SDK's version (`sdkVersion`).
    __RAMPKIT_VERSION__: JSON.stringify(version),
  },
  esbuildPlugins: [devFlagPlugin(DEV_FLAG[mode])],
  // `dist` is emptied by the build script: three trees share it.
  clean: false,
  sourcemap: true,
  target: 'es2022',
})

export default defineConfig([
  modules('dist', 'default'),
  modules('dist/production', 'production'),
  modules('dist/development', 'development'),
  {
    entry: {
      index: 'src/exports/index.ts',
      schemas: 'src/exports/schemas.ts',
      webhooks: 'src/exports/webhooks.ts',
      chains: 'src/exports/chains.ts',
      compat: 'src/exports/compat.ts',
      openapi: 'src/exports/openapi.ts',
      adapter: 'src/exports/adapter.ts',
      csp: 'src/exports/csp.ts',
    },
    outDir: 'dist',
    format: ['esm'],
    dts: { only: true },
    target: 'es2022',
  },
])
