// The Svelte example app (the create-rampkit Svelte template's page with the example's extras),
// built once with Vite against a real sandbox and webhook receiver, driven in Chromium: a
// purchase and a sale to RELEASED, the event log, the embedded panel, axe and the keyboard.
import { describeExampleApp } from './examples/describeExampleApp.js'

describeExampleApp({ appDir: 'apps/svelte-example', packageName: '@rampkit/svelte' })
