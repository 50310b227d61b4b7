// The type tests (`*.test-d.ts`, vitest's typecheck mode) of a package's vitest project.
//
// Vitest runs every project's type tests after all other files of the run, a `tsc` at a time:
// half a minute at the end of `pnpm test` and `pnpm test:fast` on 2 cores with one core idle.
// scripts/test-all.mjs runs them as a second vitest run beside the first instead:
// RAMPKIT_TYPE_TESTS=apart leaves them out of a run, =only runs them alone. Unset (a plain
// `pnpm vitest`), a project runs both kinds as usual.
import { fileURLToPath } from 'node:url'

/** `tsc` with its incremental build info kept per project (the file says why). */
const CHECKER = fileURLToPath(new URL('./typeTestsChecker.mjs', import.meta.url))

/** The projects with type tests: the run of type tests alone selects them by these names. */
export const TYPE_TEST_PROJECTS = [
  'core',
  'sandbox',
  'testing',
  'react',
  'vue',
  'svelte',
  'element',
  'wallet',
]

/**
 * The `typecheck` options of project `name`: type tests `include`, checked against the
 * package's tsconfig.json.
 * @param {string} name
 * @param {string} include
 */
export function typeTests(name, include) {
  if (!TYPE_TEST_PROJECTS.includes(name)) {
    throw new Error(`tooling/typeTests.mjs: add "${name}" to TYPE_TEST_PROJECTS`)
  }
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: chooses the files of a vitest run, not an input of a turbo task
  const mode = process.env.RAMPKIT_TYPE_TESTS
  return {
    enabled: mode !== 'apart',
    only: mode === 'only',
    include: [include],
    tsconfig: './tsconfig.json',
    checker: CHECKER,
  }
}
