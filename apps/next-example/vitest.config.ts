import { defineProject, mergeConfig } from 'vitest/config'
import reactExample from '../react-example/vitest.config.js'

// The client side (the template's island with the extras) is React on the SDK's sources under
// jsdom, as in the React example: its config, under this app's name. The built app is driven in
// Chromium (e2e/src/next-example.test.ts).
export default mergeConfig(reactExample, defineProject({ test: { name: 'next-example' } }))
