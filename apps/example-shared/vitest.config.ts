import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineProject({
  resolve: {
    // Tests run on the SDK's source: no build needed, none stale.
    alias: [
      { find: /^@rampkit\/core$/, replacement: src('../../packages/core/src/exports/index.ts') },
      { find: /^@rampkit\/sandbox$/, replacement: src('../../packages/sandbox/src/index.ts') },
    ],
  },
  test: {
    name: 'example-shared',
    include: ['src/**/*.test.ts'],
    environment: 'jsdom',
  },
})
