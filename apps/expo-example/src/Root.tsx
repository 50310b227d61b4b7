import { createHostApiClient } from '@rampkit/core'
import { RampKitProvider } from '@rampkit/react-native'
import { useState } from 'react'
import { App } from './App'
import { logoUrl, readExpoAppConfig } from './appConfig'

/** The app as it starts: its config, one host API client for the hooks and its own calls. */
export function Root() {
  const [{ config, client }] = useState(() => {
    const config = readExpoAppConfig()
    return {
      config,
      client: createHostApiClient({ baseUrl: config.apiUrl, hostApiKey: config.hostApiKey }),
    }
  })
  return (
    <RampKitProvider client={client}>
      <App client={client} config={config} logoUrl={logoUrl()} />
    </RampKitProvider>
  )
}
