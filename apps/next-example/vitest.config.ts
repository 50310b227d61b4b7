import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
// Core's sources run here: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../../packages/core/build/devFlag.mjs'

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Unit tests of the server-side reads; the page itself is driven in Chromium
// (e2e/src/next-example.test.ts) against its `next build`.
export default defineProject({
  plugins: [devFlagVitePlugin()],
  resolve: {
    alias: [
      { find: /^@rampkit\/core$/, replacement: src('../../packages/core/src/exports/index.ts') },
      { find: /^@rampkit\/sandbox$/, replacement: src('../../packages/sandbox/src/index.ts') },
      { find: /^@rampkit\/testing$/, replacement: src('../../packages/testing/src/index.ts') },
    ],
  },
  test: {
    name: 'next-example',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
