import { RampKitProvider } from '@rampkit/react-native'
import { config } from '../../../packages/create-rampkit/templates/expo/src/config'
import { App } from './App'

/** The template's settings (EXPO_PUBLIC_RAMPKIT_*), the receiver on 8788 unless told. */
const exampleConfig = {
  ...config,
  webhookUrl: config.webhookUrl ?? 'http://127.0.0.1:8788/webhooks',
}

export function Root() {
  return (
    <RampKitProvider baseUrl={config.apiUrl} hostApiKey={config.hostApiKey}>
      <App config={exampleConfig} />
    </RampKitProvider>
  )
}
