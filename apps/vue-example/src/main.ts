import { createHostApiClient } from '@rampkit/core'
import { readAppConfig } from '@rampkit/example-shared'
import { RampKitPlugin } from '@rampkit/vue'
import { createApp } from 'vue'
import App from './App.vue'
import '@rampkit/example-shared/styles.css'

const config = readAppConfig(import.meta.env)
// One client for the page: the plugin's composables and the app's own calls share it.
const client = createHostApiClient({
  baseUrl: config.apiUrl,
  hostApiKey: config.hostApiKey,
})
const logoUrl = new URL('logo.svg', document.baseURI).href

createApp(App, { client, config, logoUrl }).use(RampKitPlugin, { client }).mount('#app')
