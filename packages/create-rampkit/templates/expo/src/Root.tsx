import { RampKitProvider } from '@rampkit/react-native'
import { App } from './App'
import { config } from './config'

export function Root() {
  return (
    <RampKitProvider baseUrl={config.apiUrl} hostApiKey={config.hostApiKey}>
      <App config={config} />
    </RampKitProvider>
  )
}
