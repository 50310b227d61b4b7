import type { WidgetConfig } from '@rampkit/core'

/** A valid configuration on the sandbox's widget. */
export const CONFIG: WidgetConfig = {
  hostAppName: 'Wallet',
  hostLogoUrl: 'https://wallet.example/logo.png',
  hostApiKey: 'demo-host-api-key',
  url: 'http://127.0.0.1:8787/widget/',
}
