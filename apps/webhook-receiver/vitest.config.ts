import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'webhook-receiver',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One throwaway PostgreSQL cluster for the files that test the store on a server, and the
    // PGlite template their PGlite databases are copied from.
    globalSetup: ['src/testGlobalSetup.ts'],
    // V8 compiles PGlite's WASM (9 MB) with its baseline compiler only: a test's few hundred
    // queries never earn back the optimising recompile of the hot code (the first queries ran
    // 3x slower while it went on; half of PGlite's CPU time). The JavaScript is unaffected.
    execArgv: ['--liftoff-only'],
    // A file's first PGlite loads the WASM engine: a few seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
