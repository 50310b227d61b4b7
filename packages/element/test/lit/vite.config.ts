import { defineConfig } from 'vite'

// A production build even under vitest (NODE_ENV=test would add the `development` condition:
// Lit's dev mode, core's development checks).
export default defineConfig({
  resolve: { conditions: ['module', 'browser', 'production'] },
})
