// The Svelte example app, built with Vite against a real sandbox, driven in Chromium: asset,
// amount, live quotes equal to the sandbox's, a purchase through the stand-in widget, the event
// log, and the purchase status read with the view token until final.
import { describe } from 'vitest'
import { exampleAppInChromium } from './examples/exampleAppInChromium.js'
import { itRunsTheWalletScenarios } from './examples/scenarios.js'

const app = exampleAppInChromium({ appDir: 'apps/svelte-example', packageName: '@rampkit/svelte' })

describe('svelte-example in Chromium', () => {
  itRunsTheWalletScenarios(app)
})
