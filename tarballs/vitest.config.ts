import { defineProject } from 'vitest/config'

// The helpers of the tarball checks (the checks themselves run as a step of scripts/test-all.mjs).
export default defineProject({
  test: {
    name: 'tarballs',
    include: ['*.test.ts'],
    environment: 'node',
  },
})
