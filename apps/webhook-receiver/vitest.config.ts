import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'webhook-receiver',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files share their workers' module registry: PGlite's WASM engine is compiled once per
    // worker, not once per file.
    isolate: false,
    // One throwaway PostgreSQL cluster for the files that test the store on a server, and the
    // PGlite template their PGlite databases are copied from.
    globalSetup: ['src/testGlobalSetup.ts'],
    // A file's first PGlite loads the WASM engine: a few seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
