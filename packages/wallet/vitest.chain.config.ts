import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import { devFlagVitePlugin } from '../core/build/devFlag.mjs'

const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

// The handlers with a viem wallet client (and a wagmi config) on the real local chain, a Hardhat
// node process per file: `pnpm test` only (root vitest.config.ts, fullLaneOnly).
export default defineProject({
  plugins: [devFlagVitePlugin()],
  resolve: {
    alias: [
      { find: /^@rampkit\/core$/, replacement: source('core/src/exports/index.ts') },
      { find: /^@rampkit\/core\/chains$/, replacement: source('core/src/exports/chains.ts') },
      { find: /^@rampkit\/sandbox$/, replacement: source('sandbox/src/index.ts') },
    ],
  },
  test: {
    name: 'wallet-chain',
    include: ['test/chain/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 90_000,
    testTimeout: 60_000,
  },
})
