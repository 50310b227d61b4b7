import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'webhook-receiver',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite takes ~2 s to start; each file opens its own.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
