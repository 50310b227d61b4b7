import { defineProject } from 'vitest/config'
import { devFlagVitePlugin } from '../core/build/devFlag.mjs'
import { sourceAliases } from './vitest.config.js'

// The kit's tests again, under happy-dom: hosts use either DOM.
export default defineProject({
  plugins: [devFlagVitePlugin()],
  resolve: { alias: sourceAliases },
  test: {
    name: 'testing-happy-dom',
    include: ['src/**/*.test.ts'],
    environment: 'happy-dom',
    isolate: false,
    unstubGlobals: true,
  },
})
