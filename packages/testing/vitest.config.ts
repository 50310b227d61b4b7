import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import { typeTests } from '../../tooling/typeTests.mjs'
// Core's sources run here: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../core/build/devFlag.mjs'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The kit's tests run on core's and the sandbox's sources: no build of either needed. */
export const sourceAliases = [
  { find: /^@rampkit\/core$/, replacement: source('../core/src/exports/index.ts') },
  { find: /^@rampkit\/core\/compat$/, replacement: source('../core/src/exports/compat.ts') },
  { find: /^@rampkit\/core\/webhooks$/, replacement: source('../core/src/exports/webhooks.ts') },
  { find: /^@rampkit\/core\/openapi$/, replacement: source('../core/src/exports/openapi.ts') },
  { find: /^@rampkit\/sandbox$/, replacement: source('../sandbox/src/index.ts') },
]

// The same tests under jsdom here, under happy-dom in vitest.happy-dom.config.ts.
export default defineProject({
  plugins: [devFlagVitePlugin()],
  resolve: { alias: sourceAliases },
  test: {
    name: 'testing',
    include: ['src/**/*.test.ts'],
    environment: 'jsdom',
    // The files share their workers' module registry (loading jsdom, MSW and the sandbox again
    // per file cost more CPU than the tests); a stubbed global is undone after each test.
    isolate: false,
    unstubGlobals: true,
    typecheck: typeTests('testing', 'src/**/*.test-d.ts'),
  },
})
