import { defineProject } from 'vitest/config'

// In-process units (fast lane): the committed token code against its source, the storage layout.
export default defineProject({
  test: { name: 'local-chain', include: ['test/unit/**/*.test.ts'], environment: 'node' },
})
