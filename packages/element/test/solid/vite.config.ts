import { defineConfig } from 'vite'
import solid from 'vite-plugin-solid'

// A production build even under vitest (NODE_ENV=test would add the `development` condition:
// Solid's dev build, core's development checks).
export default defineConfig({
  plugins: [solid({ dev: false })],
  resolve: { conditions: ['module', 'browser', 'production'] },
})
