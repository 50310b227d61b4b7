// The React example app, built with Vite against a real sandbox, driven in Chromium: asset,
// amount, live quotes equal to the sandbox's, a purchase through the stand-in widget, the event
// log, and the purchase status read with the view token until final.
import { describe, it } from 'vitest'
import { exampleAppInChromium } from './examples/exampleAppInChromium.js'
import { buyAndFollowPurchase, embedAndRemount, sellWithDemoWallet } from './examples/scenarios.js'

const app = exampleAppInChromium({ appDir: 'apps/react-example', packageName: '@rampkit/react' })

describe('react-example in Chromium', () => {
  it(
    'quotes, buys through the widget and follows the purchase to its final status',
    () => buyAndFollowPurchase(app),
    40_000,
  )
  it(
    'sells through the widget, the demo wallet answering SEND_CRYPTO',
    () => sellWithDemoWallet(app),
    30_000,
  )
  it(
    'embeds the widget in its panel, remounted for a new currency, its events logged',
    () => embedAndRemount(app),
    30_000,
  )
})
