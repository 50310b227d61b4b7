import { defineProject, mergeConfig } from 'vitest/config'
import { adapterProject } from '../../tooling/adapter-testing/vitestProject.js'

export default mergeConfig(
  adapterProject({
    name: 'react',
    tests: 'src/**/*.test.{ts,tsx}',
    typeTests: 'src/**/*.test-d.{ts,tsx}',
  }),
  defineProject({
    // Checked by reactVersion.test.tsx; vitest.react18.config.ts runs the same tests on React 18.
    test: { provide: { reactMajor: 19 } },
  }),
)
