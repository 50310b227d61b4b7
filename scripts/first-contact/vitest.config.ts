import { defineProject } from 'vitest/config'

// A newcomer's first minutes, on a fresh clone of this repository: the README's set-up, the
// sandbox CLI in every documented form, `pnpm start` with every address of the README's table.
// It binds the fixed ports of `pnpm start` and keeps both cores busy, so it runs after every
// other project (groupOrder), alone.
export default defineProject({
  test: {
    name: 'first-contact',
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 900_000,
    sequence: { groupOrder: 1 },
  },
})
