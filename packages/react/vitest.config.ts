import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
// Core's sources run here: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../core/build/devFlag.mjs'

export default defineProject({
  plugins: [devFlagVitePlugin()],
  resolve: {
    // Tests run on core's source: no build of @rampkit/core needed (nor a stale one used).
    alias: {
      // The subpath first: an alias also matches what starts with its name and a slash.
      '@rampkit/core/adapter': fileURLToPath(
        new URL('../core/src/exports/adapter.ts', import.meta.url),
      ),
      '@rampkit/core': fileURLToPath(new URL('../core/src/exports/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'react',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Checked by reactVersion.test.tsx; vitest.react18.config.ts runs the same tests on React 18.
    provide: { reactMajor: 19 },
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.{ts,tsx}'],
      tsconfig: './tsconfig.json',
    },
  },
})
