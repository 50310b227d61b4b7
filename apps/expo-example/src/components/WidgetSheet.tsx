import type { WidgetConfig, WidgetEvent } from '@rampkit/core'
import { sendFromWallet, walletAccount } from '@rampkit/example-shared'
import { RampWidgetView } from '@rampkit/react-native'
import { Modal, Text, View } from 'react-native'
import { styles } from '../styles'
import { Button } from './Button'

interface Props {
  /** Which widget is open (its title), or none. */
  open: 'Buy' | 'Sell' | undefined
  config: WidgetConfig
  onEvent(event: WidgetEvent): void
  onClose(): void
  /** How long a silent widget may take before LOAD_TIMEOUT (default 15 s). */
  loadTimeoutMs?: number
}

/** The app's URL scheme (app.json `scheme`): the widget's links back into the app use it. */
const APP_SCHEME = 'rampkitwallet'

/**
 * The widget over the app (a full-screen sheet): a WebView on phones, core's embedded widget on
 * the web. No `userAddress` in the config: the demo wallet answers the widget's account request,
 * and on Sell its send-crypto request.
 */
export function WidgetSheet({ open, config, onEvent, onClose, loadTimeoutMs }: Props) {
  return (
    <Modal
      visible={open !== undefined}
      animationType="slide"
      presentationStyle="pageSheet"
      onRequestClose={onClose}
    >
      <View style={styles.sheet}>
        <View style={styles.sheetHead}>
          <Text role="heading" aria-level={2} style={styles.h2}>
            {open === 'Sell' ? 'Sell crypto' : 'Buy crypto'}
          </Text>
          <Button label="Close" onPress={onClose} hint="Closes the widget" />
        </View>
        {open !== undefined && (
          <View style={styles.widget}>
            <RampWidgetView
              config={config}
              onEvent={onEvent}
              onClose={onClose}
              onRequestCryptoAccount={walletAccount}
              onSendCrypto={open === 'Sell' ? sendFromWallet : undefined}
              loadTimeoutMs={loadTimeoutMs}
              deepLinkScheme={APP_SCHEME}
              style={styles.widget}
            />
          </View>
        )}
      </View>
    </Modal>
  )
}
