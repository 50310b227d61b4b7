import { createHostApiClient } from '@rampkit/core'
import { readAppConfig } from '@rampkit/example-shared'
import { RampKitProvider } from '@rampkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import '@rampkit/example-shared/styles.css'

const config = readAppConfig(import.meta.env)
// One client for the page: the provider's hooks and the app's own calls share it.
const client = createHostApiClient({
  baseUrl: config.apiUrl,
  hostApiKey: config.hostApiKey,
})
const logoUrl = new URL('logo.svg', document.baseURI).href

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RampKitProvider client={client}>
      <App client={client} config={config} logoUrl={logoUrl} />
    </RampKitProvider>
  </StrictMode>,
)
