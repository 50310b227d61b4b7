import { createHostApiClient } from '@rampkit/core'
import { RampKitPlugin } from '@rampkit/vue'
import { createApp } from 'vue'
import BuyPanel from './BuyPanel.vue'

const client = createHostApiClient({
  baseUrl: 'http://127.0.0.1:8787/api', // the sandbox; production: PRODUCTION_API_URL
  hostApiKey: 'demo-host-api-key',
})

createApp(BuyPanel).use(RampKitPlugin, { client }).mount('#app')
