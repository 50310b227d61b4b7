import { defineConfig } from 'vitest/config'

// One vitest run over every package and app: each has its own vitest.config.ts project.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'bench/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
})
