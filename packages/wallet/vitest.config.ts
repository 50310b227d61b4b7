import { fileURLToPath } from 'node:url'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { defineProject } from 'vitest/config'
import { typeTests } from '../../tooling/typeTests.mjs'
// Core's sources run in the tests: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../core/build/devFlag.mjs'

const core = (file: string) =>
  fileURLToPath(new URL(`../core/src/exports/${file}`, import.meta.url))

/** @rampkit/core on its source: no build of it needed (nor a stale one used). */
export const coreOnSource = [
  { find: /^@rampkit\/core$/, replacement: core('index.ts') },
  { find: /^@rampkit\/core\/chains$/, replacement: core('chains.ts') },
  // For the element's source, which element.test.ts defines in jsdom.
  { find: /^@rampkit\/core\/adapter$/, replacement: core('adapter.ts') },
]

// Units, property and type tests, in-process (fast lane). The tests on the real local chain are
// vitest.chain.config.ts's.
export default defineProject({
  // svelte(): the `.svelte.test.ts` files use runes to read `/svelte`'s state as a component.
  plugins: [devFlagVitePlugin(), svelte()],
  // The browser builds for the jsdom files (Svelte's server build runs no effects), the Node
  // ones for the node files (Vite's ssr environment), as packages/svelte's config does.
  resolve: { alias: coreOnSource, conditions: ['browser', 'module', 'development|production'] },
  environments: {
    ssr: { resolve: { conditions: ['node', 'module', 'development|production'] } },
  },
  test: {
    name: 'wallet',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files share their workers' module registry (core, viem and Svelte loaded once, not per
    // file); a stubbed global is undone after each test.
    isolate: false,
    unstubGlobals: true,
    typecheck: typeTests('wallet', 'src/**/*.test-d.{ts,tsx}'),
  },
})
