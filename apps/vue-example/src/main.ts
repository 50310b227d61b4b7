import { createHostApiClient } from '@rampkit/core'
import { readAppConfig } from '@rampkit/example-shared'
import { RampKitPlugin } from '@rampkit/vue'
import { createApp } from 'vue'
import App from './App.vue'
// The template's stylesheet (its page as a generated app has it), then the extras' (one file for
// every example's extras, kept beside the React example's).
import '../../../packages/create-rampkit/templates/_shared/styles.css'
import '../../react-example/src/extras.css'

const config = readAppConfig(import.meta.env)
const client = createHostApiClient({ baseUrl: config.apiUrl, hostApiKey: config.hostApiKey })
const logoUrl = new URL('logo.svg', document.baseURI).href

createApp(App, { config, logoUrl }).use(RampKitPlugin, { client }).mount('#root')
