// <rampkit-widget> inside a Lit component with no adapter (packages/element/test/lit), built
// with Vite against a real sandbox and driven in Chromium: attributes and `.property` bindings
// reach the widget URL, a property change remounts it, `@rampkit-event` bindings see the
// widget's events from inside Lit's shadow root, the `.onRequestCryptoAccount` callback answers.
import { describe, expect, it } from 'vitest'
import { bindRemountAndBuy } from './examples/elementScenarios.js'
import { exampleAppInChromium } from './examples/exampleAppInChromium.js'

const app = exampleAppInChromium({
  appDir: 'packages/element/test/lit',
  packageName: '@rampkit/element',
})

describe('<rampkit-widget> in a Lit component, in Chromium', () => {
  it('bindings reach the widget, a property change remounts it, events reach Lit', async () => {
    const { context, problems } = await bindRemountAndBuy(app, {
      host: 'lit-wallet',
      hostAppName: 'Lit wallet',
      shotName: 'lit-embedded',
    })
    expect(problems).toEqual([])
    await context.close()
  }, 60_000) // two widgets, loaded one after the other
})
