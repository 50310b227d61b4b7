import { defineProject } from 'vitest/config'

// The CLI's units (src/) and the templates generated from the packed tarball, installed, tested,
// built and run in Chromium (test/templates.test.ts: minutes, after the packages' build).
export default defineProject({
  test: {
    name: 'create-rampkit',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
