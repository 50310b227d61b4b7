import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
// Core's sources run here: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../core/build/devFlag.mjs'

const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

// The sandbox on the real local chain (a Hardhat node process per file): `pnpm test` only
// (root vitest.config.ts, fullLaneOnly), since it starts a process.
export default defineProject({
  plugins: [devFlagVitePlugin()],
  // Against the packages' sources, so a change is tested without a build first.
  resolve: {
    alias: [
      { find: /^@rampkit\/core$/, replacement: source('core/src/exports/index.ts') },
      { find: /^@rampkit\/core\/chains$/, replacement: source('core/src/exports/chains.ts') },
      { find: /^@rampkit\/core\/openapi$/, replacement: source('core/src/exports/openapi.ts') },
      { find: /^@rampkit\/sandbox$/, replacement: source('sandbox/src/index.ts') },
    ],
  },
  test: {
    name: 'local-chain-integration',
    include: ['test/chain/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 90_000,
    testTimeout: 60_000,
  },
})
