// How many cases a property test runs. `pnpm test` runs the number the test asks for; the fast
// lane (`pnpm test:fast`, RAMPKIT_TEST_LANE=fast) a fifth of it, at least 20: the inner loop
// stays quick, and every run of `pnpm test` (CI) keeps the full search.

/** @param {number} numRuns the cases `pnpm test` runs */
export function propertyRuns(numRuns) {
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: chooses how long a test searches, not an input of a turbo task
  if (process.env.RAMPKIT_TEST_LANE !== 'fast') return numRuns
  return Math.max(20, Math.round(numRuns / 5))
}
