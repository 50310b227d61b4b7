import { defineProject } from 'vitest/config'

// The docs' own units, the build's failure modes (a tiny site built with the same settings),
// the reference's coverage of the exports snapshot, and the built site in Chromium.
export default defineProject({
  test: {
    name: 'docs',
    include: ['site/**/*.test.ts', 'test/**/*.test.ts', '.vitepress/theme/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
})
