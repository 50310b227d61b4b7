import { defineConfig } from 'vitest/config'

// One vitest run over every package and app: each has its own vitest.config.ts project.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on this 2-core
    // machine, with the other core idle while a file waits on a browser, a server or a child
    // process (most of the browser, HTTP and tarball tests do). Two keep both busy.
    maxWorkers: 2,
    projects: [
      '{packages,apps}/*/vitest.config.ts',
      '{bench,e2e,integration,scripts,tarballs}/vitest.config.ts',
      // The documentation site: its units, build failures, reference coverage, Chromium.
      'docs/vitest.config.ts',
      'packages/react/vitest.react18.config.ts',
      // @rampkit/testing's tests again under happy-dom (hosts use either DOM).
      'packages/testing/vitest.happy-dom.config.ts',
      // Nuxt and SvelteKit apps built from the packed tarballs, driven in Chromium.
      'tarballs/fixtures/{nuxt,sveltekit}/vitest.config.ts',
      // A newcomer's first minutes on a fresh clone (set-up, CLI, `pnpm start`): last, alone.
      'scripts/first-contact/vitest.config.ts',
    ],
  },
})
