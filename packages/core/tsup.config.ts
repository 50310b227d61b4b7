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

/**
 * One tree of modules. The widget launcher has a development mode (every rule, message and
 * warning) and a production one (a lean check with coded messages): the trees for the
 * `production` and `development` export conditions have their mode compiled in
 * (`__RAMPKIT_MODE__`, so an app's bundler drops the other mode's code); the `default` tree
 * reads `process.env.NODE_ENV` at run time (src/widget/buildMode.ts).
 */
const modules = (outDir: string, mode?: 'production' | 'development') => ({
  entry: ['src/**/*.ts', ...notShipped],
  outDir,
  format: ['esm' as const],
  bundle: false,
  define: {
    // The widget URL carries the SDK's version (`sdkVersion`).
    __RAMPKIT_VERSION__: JSON.stringify(version),
    ...(mode && { __RAMPKIT_MODE__: JSON.stringify(mode) }),
  },
  // `dist` is emptied by the build script: three trees share it.
  clean: false,
  sourcemap: true,
  target: 'es2022',
})

export default defineConfig([
  modules('dist'),
  modules('dist/production', 'production'),
  modules('dist/development', 'development'),
  {
    entry: {
      index: 'src/exports/index.ts',
      schemas: 'src/exports/schemas.ts',
      webhooks: 'src/exports/webhooks.ts',
      compat: 'src/exports/compat.ts',
      openapi: 'src/exports/openapi.ts',
    },
    outDir: 'dist',
    format: ['esm'],
    dts: { only: true },
    target: 'es2022',
  },
])
