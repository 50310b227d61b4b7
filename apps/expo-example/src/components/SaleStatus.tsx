import { formatCrypto, formatFiat } from '@rampkit/example-shared'
import type { SaleHookResult } from '@rampkit/react-native'
import { Text, View } from 'react-native'
import { styles } from '../styles'
import { Card } from './Card'
import { StatusPill } from './StatusPill'

/**
 * The last sale: its details from the host API, its status from the webhook receiver (the
 * host API gives none; the app never guesses one).
 */
export function SaleStatus({ sale }: { sale: SaleHookResult }) {
  const details = sale.sale
  return (
    <Card title="Sale status">
      <View style={styles.statusRow}>
        {details && <Text style={styles.label}>Status</Text>}
        <StatusPill
          label="Sale"
          text={details ? (sale.saleStatus ?? 'Waiting for a webhook') : ''}
          final={sale.isFinal}
        />
        {details && <Text style={styles.muted}>{sale.isFinal ? '(final)' : ''}</Text>}
      </View>
      {sale.status === 'idle' && (
        <Text style={styles.muted}>No sale yet: sell some crypto to follow it here.</Text>
      )}
      {sale.status === 'loading' && <Text style={styles.text}>Loading the sale…</Text>}
      {details && (
        <View style={{ gap: 6 }}>
          <Text style={styles.text}>
            Sale <Text style={styles.code}>{details.id}</Text>
          </Text>
          <Text style={styles.text}>
            {formatCrypto(
              details.crypto.amount,
              details.crypto.assetInfo.decimals,
              details.crypto.assetInfo.symbol,
            )}{' '}
            for {formatFiat(details.fiat.amount, details.fiat.currencySymbol)}
          </Text>
        </View>
      )}
      {sale.status === 'error' && (
        <Text role="alert" style={styles.error}>
          The sale cannot be read: {sale.error.message}
        </Text>
      )}
      {sale.statusError && (
        <Text style={styles.muted}>The webhook receiver could not be read; trying again.</Text>
      )}
    </Card>
  )
}
