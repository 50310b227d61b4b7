import { RampKitProvider } from '@rampkit/react-native'
import { App } from './App'
import { config } from './config'

export function Root() {
  return (
    <RampKitProvider baseUrl={config.apiUrl} hostApiKey={config.hostApiKey}>
      {/* Give the user's wallet as `provider` (an EIP-1193 provider from your wallet SDK): see README. */}
      <App config={config} />
    </RampKitProvider>
  )
}
