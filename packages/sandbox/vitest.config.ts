import { configDefaults, defineProject } from 'vitest/config'
import { typeTests } from '../../tooling/typeTests.mjs'

export default defineProject({
  test: {
    name: 'sandbox',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // On the real local chain (a process per file): vitest.chain.config.ts, full lane only.
    exclude: [...configDefaults.exclude, 'test/chain/**'],
    environment: 'node',
    // The files share their workers' module registry (none replaces a module or stubs a
    // global): loading the sandbox again per file cost about as much CPU as its tests.
    isolate: false,
    globalSetup: ['./test/widgetBundle.ts'],
    typecheck: typeTests('sandbox', 'src/**/*.test-d.ts'),
  },
})
