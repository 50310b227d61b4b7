import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
// Core's sources run here: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../packages/core/build/devFlag.mjs'

const source = (path: string) => fileURLToPath(new URL(`../packages/${path}`, import.meta.url))

export default defineProject({
  plugins: [devFlagVitePlugin()],
  // Run against the packages' sources, so that a change is tested without a build first.
  resolve: {
    alias: [
      { find: /^@rampkit\/core$/, replacement: source('core/src/exports/index.ts') },
      { find: /^@rampkit\/core\/schemas$/, replacement: source('core/src/exports/schemas.ts') },
      { find: /^@rampkit\/core\/webhooks$/, replacement: source('core/src/exports/webhooks.ts') },
      { find: /^@rampkit\/core\/openapi$/, replacement: source('core/src/exports/openapi.ts') },
      { find: /^@rampkit\/sandbox$/, replacement: source('sandbox/src/index.ts') },
    ],
  },
  test: { name: 'integration', include: ['src/**/*.test.ts'], environment: 'node' },
})
