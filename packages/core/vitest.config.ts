import { defineProject } from 'vitest/config'
import { devFlagVitePlugin } from './build/devFlag.mjs'

export default defineProject({
  plugins: [devFlagVitePlugin()],
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Property tests run a thousand cases; on a busy 2-core machine that may pass 5 s.
    testTimeout: 30_000,
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
})
