// The Vue example app, built with Vite against a real sandbox, driven in Chromium: asset,
// amount, live quotes equal to the sandbox's, a purchase through the stand-in widget, the event
// log, and the purchase status read with the view token until final.
import { describe } from 'vitest'
import { exampleAppInChromium } from './examples/exampleAppInChromium.js'
import { exampleAppWithReceiver } from './examples/exampleAppWithReceiver.js'
import { itFollowsPurchasesAndSales } from './examples/progressScenarios.js'
import { itRunsTheWalletScenarios } from './examples/scenarios.js'

const app = exampleAppInChromium({ appDir: 'apps/vue-example', packageName: '@rampkit/vue' })

describe('vue-example in Chromium', () => {
  itRunsTheWalletScenarios(app)
})

const withReceiver = exampleAppWithReceiver({
  appDir: 'apps/vue-example',
  packageName: '@rampkit/vue',
})

describe('vue-example in Chromium, beside the webhook receiver', () => {
  itFollowsPurchasesAndSales(withReceiver)
})
