/** The cases a property test runs: `numRuns` in `pnpm test`, a fifth of it (at least 20) in the fast lane. */
export declare function propertyRuns(numRuns: number): number
