import { isFinalPurchaseStatus } from '@rampkit/core'
import { formatCrypto, formatFiat, formatTime } from '@rampkit/example-shared'
import type { PurchaseHookResult } from '@rampkit/react-native'
import { Text, View } from 'react-native'
import { styles } from '../styles'
import { Button } from './Button'
import { Card } from './Card'
import { StatusPill } from './StatusPill'

/** The last purchase: its status read with the view token until final (usePurchase). */
export function PurchaseStatus({ purchase: snapshot }: { purchase: PurchaseHookResult }) {
  const purchase = snapshot.purchase
  const refresh = snapshot.status === 'idle' ? undefined : snapshot.refresh
  return (
    <Card
      title="Purchase status"
      action={
        refresh && (
          <Button
            label="Refresh status"
            onPress={() => void refresh()}
            disabled={snapshot.isFetching}
          />
        )
      }
    >
      <View style={styles.statusRow}>
        {purchase && <Text style={styles.label}>Status</Text>}
        <StatusPill
          label="Purchase"
          text={purchase?.status ?? ''}
          final={purchase ? isFinalPurchaseStatus(purchase.status) : false}
        />
        {purchase && (
          <Text style={styles.muted}>
            {snapshot.isFinal ? '(final)' : snapshot.isFetching ? '(checking…)' : ''}
          </Text>
        )}
      </View>
      {snapshot.status === 'idle' && (
        <Text style={styles.muted}>No purchase yet: buy some crypto to follow it here.</Text>
      )}
      {snapshot.status === 'loading' && <Text style={styles.text}>Loading the purchase…</Text>}
      {purchase && (
        <View style={{ gap: 6 }}>
          <Text style={styles.text}>
            Purchase <Text style={styles.code}>{purchase.id}</Text>
          </Text>
          <Text style={styles.text}>
            {formatCrypto(purchase.cryptoAmount, purchase.asset.decimals, purchase.asset.symbol)}{' '}
            for {formatFiat(purchase.fiatValue, purchase.fiatCurrency)} by{' '}
            {purchase.paymentMethodType}
          </Text>
          <Text style={styles.muted}>Updated {formatTime(new Date(purchase.updatedAt))}</Text>
          {purchase.finalTxHash && (
            <Text style={styles.muted}>
              Transaction <Text style={styles.code}>{purchase.finalTxHash}</Text>
            </Text>
          )}
        </View>
      )}
      {snapshot.status === 'error' && (
        <Text role="alert" style={styles.error}>
          {snapshot.isFinal
            ? `The purchase cannot be read: ${snapshot.error.message}`
            : `Could not refresh the status (${snapshot.error.message}); trying again.`}
        </Text>
      )}
    </Card>
  )
}
