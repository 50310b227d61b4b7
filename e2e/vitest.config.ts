import { defineProject } from 'vitest/config'

// Browser tests: each file launches one Chromium and its own servers. They run against the
// built packages (dist), as an app would: build first (`pnpm build`); a stale build is reported.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/support/checkBuilt.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
