import { fileURLToPath } from 'node:url'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { svelteTesting } from '@testing-library/svelte/vite'
import { defineProject } from 'vitest/config'
// Core's sources run here: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../core/build/devFlag.mjs'

export default defineProject({
  plugins: [devFlagVitePlugin(), svelte(), svelteTesting()],
  // The browser build of svelte for jsdom tests (svelteTesting), its server build for the
  // server-rendering tests (`@vitest-environment node` runs in Vite's ssr environment).
  environments: { ssr: { resolve: { conditions: ['node', 'development', 'svelte'] } } },
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
    name: 'svelte',
    include: ['src/tests/**/*.test.ts'],
    environment: 'jsdom',
    typecheck: {
      enabled: true,
      include: ['src/tests/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
})
