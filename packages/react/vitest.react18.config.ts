import { realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import { coreOnSource } from '../../tooling/adapter-testing/vitestProject.js'
// Core's sources run here: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../core/build/devFlag.mjs'

// The peer range is `^18.2 || ^19`; the "react" project tests on React 19, this one runs the
// same tests on React 18. The 18 copies come from a separate package (test/react18) so that
// react-dom 18 and @testing-library/react resolve their own `react` to 18 too (an npm: alias
// in this package would have them peer-resolve to React 19).
// realpath: resolve from the harness's own folder in the pnpm store, not from its symlink here
// (which would find this package's React 19 first).
const harness = createRequire(
  realpathSync(
    fileURLToPath(new URL('./node_modules/rampkit-react18-harness/package.json', import.meta.url)),
  ),
)
const dir = (name: string) => dirname(harness.resolve(`${name}/package.json`))

export default defineProject({
  plugins: [devFlagVitePlugin()],
  resolve: {
    alias: [
      ...coreOnSource,
      // `react`, `react/jsx-runtime`, `react-dom/client`, ... all map to the 18 copies.
      { find: /^react(\/.*)?$/, replacement: `${dir('react')}$1` },
      { find: /^react-dom(\/.*)?$/, replacement: `${dir('react-dom')}$1` },
      { find: /^@testing-library\/react$/, replacement: dir('@testing-library/react') },
    ],
  },
  test: {
    name: 'react18',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    provide: { reactMajor: 18 },
    // Type tests run once, in the "react" project, against @types/react 19.
    typecheck: { enabled: false },
  },
})
