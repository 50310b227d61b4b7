import { defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from './scripts/longestFirstSequencer.js'

// The projects of `pnpm test:fast` (RAMPKIT_TEST_LANE=fast, set by scripts/test-all.mjs --fast):
// unit, type and in-process tests, on the sources. test-all.mjs also leaves out the few files of
// these projects that need a browser, build something or run servers in other processes.
const fastLane = [
  '{packages,apps}/*/vitest.config.ts',
  // core's files that replace a module (vi.mock), in a fresh registry each.
  'packages/core/vitest.mocking.config.ts',
  '{integration,scripts}/vitest.config.ts',
  // The documentation site's units and reference coverage.
  'docs/vitest.config.ts',
  // create-rampkit's templates' own tests, on the workspace's packages (each example app is built
  // on its template); the templates check type-checks, builds and runs the apps generated from
  // the tarballs, without running these tests again.
  'packages/create-rampkit/templates/{react,vue,svelte}/vite.config.ts',
  'packages/create-rampkit/templates/{next,html}/vitest.config.{mts,mjs}',
]

// Only in `pnpm test`: the same tests again on another React or DOM; Chromium, packed tarballs,
// example apps built, a fresh clone.
const fullLaneOnly = [
  'packages/react/vitest.react18.config.ts',
  // @rampkit/testing's tests again under happy-dom (hosts use either DOM).
  'packages/testing/vitest.happy-dom.config.ts',
  '{bench,e2e,tarballs}/vitest.config.ts',
  // The sandbox on the real local EVM chain: a Hardhat node process per file.
  'packages/local-chain/vitest.chain.config.ts',
  'packages/wallet/vitest.chain.config.ts',
  'packages/sandbox/vitest.chain.config.ts',
  // Nuxt, SvelteKit and Vite + wagmi apps built from the packed tarballs, driven in Chromium.
  'tarballs/fixtures/{nuxt,sveltekit,vite-wagmi}/vitest.config.ts',
  // A newcomer's first minutes on a fresh clone (set-up, CLI, `pnpm start`): last, alone.
  'scripts/first-contact/vitest.config.ts',
]

// One vitest run over every package and app: each has its own vitest.config.ts project.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on this 2-core
    // machine, with the other core idle while a file waits on a browser, a server or a child
    // process (most of the browser, HTTP and tarball tests do). Two keep both busy.
    maxWorkers: 2,
    // The longest files first, the short ones filling in around them (the file says why).
    sequence: { sequencer: LongestFirstSequencer },
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: chooses the projects of a vitest run, not an input of a turbo task
    projects: process.env.RAMPKIT_TEST_LANE === 'fast' ? fastLane : [...fastLane, ...fullLaneOnly],
  },
})
