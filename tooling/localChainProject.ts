// The vitest project of a package's tests on the real local chain (a Hardhat node process per
// file): `pnpm test` only (root vitest.config.ts, fullLaneOnly), since each file starts a process.
// Imported by a relative path: a vitest config is bundled.
import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
// Core's sources run here: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../packages/core/build/devFlag.mjs'

const source = (path: string) => fileURLToPath(new URL(`../packages/${path}`, import.meta.url))

/** Project `name`: the package's `test/chain/**` files, against core's and the sandbox's sources. */
export function localChainProject(name: string) {
  return defineProject({
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
      name,
      include: ['test/chain/**/*.test.ts'],
      environment: 'node',
      hookTimeout: 90_000,
      testTimeout: 60_000,
    },
  })
}
