import { defineProject } from 'vitest/config'

// Tests of the repository's own checks (the checks themselves run as steps of test-all.mjs).
export default defineProject({
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
