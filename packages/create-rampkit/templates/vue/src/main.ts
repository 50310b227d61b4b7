import { createHostApiClient } from '@rampkit/core'
import { RampKitPlugin } from '@rampkit/vue'
import { createApp } from 'vue'
import App from './App.vue'
import { config } from './config'
import '../styles.css'

const client = createHostApiClient({ baseUrl: config.apiUrl, hostApiKey: config.hostApiKey })
createApp(App, { config }).use(RampKitPlugin, { client }).mount('#root')
