import { svelte } from '@sveltejs/vite-plugin-svelte'
import { svelteTesting } from '@testing-library/svelte/vite'
import { defineProject, mergeConfig } from 'vitest/config'
import { adapterProject } from '../../tooling/adapter-testing/vitestProject.js'

export default mergeConfig(
  adapterProject({
    name: 'svelte',
    tests: 'src/tests/**/*.test.ts',
    typeTests: 'src/tests/**/*.test-d.ts',
  }),
  defineProject({
    plugins: [svelte(), svelteTesting()],
    // The browser build of svelte for jsdom tests (svelteTesting), its server build for the
    // server-rendering tests (`@vitest-environment node` runs in Vite's ssr environment).
    environments: { ssr: { resolve: { conditions: ['node', 'development', 'svelte'] } } },
  }),
)
