// The Next.js example app's accessibility in Chromium (its `next build` served by `next start`),
// beside the webhook receiver: axe-core with the widget overlay closed and open, and a purchase
// and a sale with the keyboard alone.
import { describe } from 'vitest'
import { exampleAppWithReceiver } from './examples/exampleAppWithReceiver.js'
import { itIsAccessible } from './examples/keyboardJourneys.js'
import { startNextApp } from './examples/startNextApp.js'

const app = exampleAppWithReceiver({
  appDir: 'apps/next-example',
  serve: (env) =>
    startNextApp({
      appDir: 'apps/next-example',
      packageName: '@rampkit/next-example',
      env: {
        RAMPKIT_API_URL: env.apiUrl,
        RAMPKIT_WIDGET_URL: env.widgetUrl,
        RAMPKIT_WEBHOOK_URL: env.webhookUrl,
      },
    }),
})

describe('next-example, accessible in Chromium', () => {
  itIsAccessible(app)
})
