// The Vue example app (the create-rampkit Vue template's page with the example's extras), built
// once with Vite against a real sandbox and webhook receiver, driven in Chromium: a purchase and
// a sale to RELEASED, the event log, the embedded panel, axe and the keyboard.
import { describeExampleApp } from './examples/describeExampleApp.js'

describeExampleApp({ appDir: 'apps/vue-example', packageName: '@rampkit/vue' })
