import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
// Core's sources run here: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../../packages/core/build/devFlag.mjs'

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineProject({
  plugins: [devFlagVitePlugin()],
  resolve: {
    // Tests run on the SDK's source: no build needed, none stale.
    alias: [
      { find: /^@rampkit\/core$/, replacement: src('../../packages/core/src/exports/index.ts') },
      { find: /^@rampkit\/sandbox$/, replacement: src('../../packages/sandbox/src/index.ts') },
      { find: /^@rampkit\/testing$/, replacement: src('../../packages/testing/src/index.ts') },
    ],
  },
  test: {
    name: 'example-shared',
    include: ['src/**/*.test.ts'],
    environment: 'jsdom',
    // The files share their workers' module registry (jsdom, core and the sandbox loaded once,
    // not per file); a stubbed global is undone after each test.
    isolate: false,
    unstubGlobals: true,
  },
})
