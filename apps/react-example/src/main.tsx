import { readAppConfig } from '@rampkit/example-shared'
import { RampKitProvider } from '@rampkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import '../../../packages/create-rampkit/templates/_shared/styles.css'
import './extras.css'

const config = readAppConfig(import.meta.env)
const logoUrl = new URL('logo.svg', document.baseURI).href

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RampKitProvider baseUrl={config.apiUrl} hostApiKey={config.hostApiKey}>
      <App config={config} logoUrl={logoUrl} />
    </RampKitProvider>
  </StrictMode>,
)
