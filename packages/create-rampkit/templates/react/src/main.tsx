import { RampKitProvider } from '@rampkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { config } from './config'
import '../styles.css'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RampKitProvider baseUrl={config.apiUrl} hostApiKey={config.hostApiKey}>
      <App
        config={config}
        sandboxWallet={config.localChainUrl ? { rpcUrl: config.localChainUrl } : undefined}
      />
    </RampKitProvider>
  </StrictMode>,
)
