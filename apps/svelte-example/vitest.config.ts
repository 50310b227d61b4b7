import { fileURLToPath } from 'node:url'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { svelteTesting } from '@testing-library/svelte/vite'
import { defineProject } from 'vitest/config'
// Core's sources run here: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../../packages/core/build/devFlag.mjs'

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineProject({
  plugins: [devFlagVitePlugin(), svelte(), svelteTesting()],
  resolve: {
    // Component tests run on the SDK's source: no build needed, none stale.
    alias: [
      { find: /^@rampkit\/core$/, replacement: src('../../packages/core/src/exports/index.ts') },
      {
        find: /^@rampkit\/core\/webhooks$/,
        replacement: src('../../packages/core/src/exports/webhooks.ts'),
      },
      { find: /^@rampkit\/svelte$/, replacement: src('../../packages/svelte/src/lib/index.ts') },
      { find: /^@rampkit\/sandbox$/, replacement: src('../../packages/sandbox/src/index.ts') },
      // The template page's sandbox wallet (development).
      {
        find: /^@rampkit\/sandbox\/wallet$/,
        replacement: src('../../packages/sandbox/src/wallet.ts'),
      },
      { find: /^@rampkit\/testing$/, replacement: src('../../packages/testing/src/index.ts') },
      // The template page's wallet binding, and the chain facts it reads.
      {
        find: /^@rampkit\/core\/chains$/,
        replacement: src('../../packages/core/src/exports/chains.ts'),
      },
      { find: /^@rampkit\/wallet$/, replacement: src('../../packages/wallet/src/index.ts') },
      {
        find: /^@rampkit\/wallet\/connect$/,
        replacement: src('../../packages/wallet/src/connect.ts'),
      },
    ],
  },
  test: {
    name: 'svelte-example',
    include: ['src/**/*.test.ts'],
    environment: 'jsdom',
  },
})
