import type { HostApiClient } from '@rampkit/core'
import { type AppConfig, createCurrenciesStore } from '@rampkit/example-shared'
import { useResource } from '@rampkit/react-native'
import { Image, ScrollView, Text, View } from 'react-native'
import { styles } from './styles'
import { WalletScreen } from './WalletScreen'

interface Props {
  client: HostApiClient
  config: AppConfig
  /** Absolute URL of the logo (the header's and the widget's). */
  logoUrl: string
  /** How often the purchase and sale statuses are read until final. */
  pollMs?: number
  /** How long a silent widget may take before the app says it did not load. */
  loadTimeoutMs?: number
}

/** The app's one screen: a header over the wallet, scrolling. */
export function App({ client, config, logoUrl, pollMs, loadTimeoutMs }: Props) {
  // The fiat currencies have no hook of their own: the adapter's binder over a store of them.
  const currencies = useResource(client, createCurrenciesStore, {})
  return (
    <ScrollView contentContainerStyle={styles.page}>
      <View role="main" style={styles.content}>
        <View style={[styles.content, styles.top]}>
          <Image source={{ uri: logoUrl }} style={styles.logo} alt="" />
          <Text role="heading" aria-level={1} style={styles.h1}>
            Rampkit Wallet
          </Text>
          <Text style={styles.muted}>Buy and sell crypto · sandbox at {config.apiUrl}</Text>
        </View>
        <WalletScreen
          config={config}
          logoUrl={logoUrl}
          currencies={currencies}
          pollMs={pollMs}
          loadTimeoutMs={loadTimeoutMs}
        />
      </View>
    </ScrollView>
  )
}
