import { defineProject } from 'vitest/config'

// Browser tests: each file launches one Chromium and its own servers. They run against the
// built packages (dist), as an app would: build first (`pnpm build`); a stale build is reported.
// Their waits are sized for CI, where two such files share 2 cores with the other projects: a
// widget takes seconds to load there, and a page's data more than vitest's 1 s default for
// expect.poll. A wait ends as soon as its condition holds, so passing tests take no longer.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/support/checkBuilt.ts'],
    testTimeout: 45_000,
    hookTimeout: 30_000,
    expect: { poll: { timeout: 15_000 } },
  },
})
