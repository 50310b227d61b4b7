import { defineProject } from 'vitest/config'
import { devFlagVitePlugin } from './build/devFlag.mjs'
import { MOCKING_FILES } from './vitest.config.js'

// core's test files that replace one of its modules (vi.mock), each in a fresh module registry
// (the rest share their workers' registry: vitest.config.ts).
export default defineProject({
  plugins: [devFlagVitePlugin()],
  test: {
    name: 'core-mocking',
    include: MOCKING_FILES,
    environment: 'node',
    testTimeout: 30_000,
  },
})
