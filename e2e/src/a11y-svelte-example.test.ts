// The Svelte example app's accessibility in Chromium, beside the webhook receiver: axe-core with
// the widget overlay closed and open, and a purchase and a sale with the keyboard alone.
import { describe } from 'vitest'
import { exampleAppWithReceiver } from './examples/exampleAppWithReceiver.js'
import { itIsAccessible } from './examples/keyboardJourneys.js'

const app = exampleAppWithReceiver({
  appDir: 'apps/svelte-example',
  packageName: '@rampkit/svelte',
})

describe('svelte-example, accessible in Chromium', () => {
  itIsAccessible(app)
})
