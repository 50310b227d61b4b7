import { defineProject } from 'vitest/config'
import { typeTests } from '../../tooling/typeTests.mjs'
import { devFlagVitePlugin } from './build/devFlag.mjs'

/** Files that replace one of core's modules (vi.mock): only a fresh module registry sees it. */
export const MOCKING_FILES = [
  'src/compat/RampInstantSDK.lenient.test.ts',
  'src/compat/readCompatConfig.test.ts',
  'src/webhooks/lastParsedText.test.ts',
]

export default defineProject({
  plugins: [devFlagVitePlugin()],
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    exclude: MOCKING_FILES,
    environment: 'node',
    // The files share their workers' module registry: ~200 small files spent more time loading
    // core again per file than testing it. A stubbed global is undone after each test; the files
    // that replace a module (vi.mock) need a fresh registry and run in vitest.mocking.config.ts.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    // Property tests run a thousand cases; on a busy 2-core machine that may pass 5 s.
    testTimeout: 30_000,
    typecheck: typeTests('core', 'src/**/*.test-d.ts'),
  },
})
