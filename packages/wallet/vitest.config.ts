import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import { typeTests } from '../../tooling/typeTests.mjs'
// Core's sources run in the tests: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../core/build/devFlag.mjs'

const core = (file: string) =>
  fileURLToPath(new URL(`../core/src/exports/${file}`, import.meta.url))

/** @rampkit/core on its source: no build of it needed (nor a stale one used). */
export const coreOnSource = [
  { find: /^@rampkit\/core$/, replacement: core('index.ts') },
  { find: /^@rampkit\/core\/chains$/, replacement: core('chains.ts') },
]

// Units, property and type tests, in-process (fast lane). The tests on the real local chain are
// vitest.chain.config.ts's.
export default defineProject({
  plugins: [devFlagVitePlugin()],
  resolve: { alias: coreOnSource },
  test: {
    name: 'wallet',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    typecheck: typeTests('wallet', 'src/**/*.test-d.ts'),
  },
})
