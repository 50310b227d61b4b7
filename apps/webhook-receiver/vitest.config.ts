import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'webhook-receiver',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One throwaway PostgreSQL cluster for the files that test the store on a server.
    globalSetup: ['src/testPostgresGlobalSetup.ts'],
    // PGlite takes ~2 s to start; each file opens its own.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
