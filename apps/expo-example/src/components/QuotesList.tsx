import type { AssetInfo } from '@rampkit/core'
import {
  formatCrypto,
  formatFiat,
  quoteErrorMessage,
  quoteRows,
  quotesAnnouncement,
} from '@rampkit/example-shared'
import type { QuoteHookResult } from '@rampkit/react-native'
import { Text, View } from 'react-native'
import { useAnnounce } from '../hooks/useAnnounce'
import { styles } from '../styles'

interface Props {
  quote: QuoteHookResult<'onramp'>
  asset?: AssetInfo
  /** Why there are no params (e.g. an amount outside the limits), when there are none. */
  idleReason?: string
}

/**
 * One row per payment method (example-shared's `quoteRows`): what the user pays and gets and the
 * fee, or the method's limit when the amount is outside it; the best price marked. The best
 * price is announced politely when quotes settle (a live region), not each number.
 */
export function QuotesList({ quote, asset, idleReason }: Props) {
  const { rows } = quoteRows(quote.data, quote.params)
  const loading = quote.status === 'loading' || quote.isFetching
  // The best price when quotes settle (example-shared's wording, as the web examples say it).
  const announcement = quotesAnnouncement(quote)
  useAnnounce(loading ? undefined : announcement)
  return (
    <View role="region" aria-label="Quotes" style={styles.field}>
      <View style={styles.sectionHead}>
        <Text role="heading" aria-level={3} style={styles.h2}>
          Quotes
        </Text>
        <Text role="status" aria-live="polite" style={styles.muted}>
          {announcement}
        </Text>
      </View>
      {quote.status === 'error' && (
        <Text role="alert" style={styles.error}>
          {quoteErrorMessage(quote.error)}
        </Text>
      )}
      {quote.status === 'idle' && (
        <Text style={styles.muted}>{idleReason ?? 'Choose an amount.'}</Text>
      )}
      <View role="list" aria-label="Quotes per payment method" aria-busy={loading}>
        {rows.map(({ method, label, quote: q, limit, isBest }) => {
          const get = asset
            ? formatCrypto(q.cryptoAmount, asset.decimals, asset.symbol)
            : q.cryptoAmount
          const pay = formatFiat(q.fiatValue, q.fiatCurrency)
          const fee = formatFiat(q.appliedFee, q.fiatCurrency)
          // One stop per method for a screen reader, read as a sentence.
          const spoken = limit
            ? `${label}: ${limit} per purchase`
            : `${label}: pay ${pay}, get ${get}, fee ${fee}${isBest ? ', best price' : ''}`
          return (
            <View
              key={method}
              accessible
              aria-label={spoken}
              role="listitem"
              testID={`quote-${method}`}
              style={[styles.quoteRow, isBest && !limit && styles.quoteRowBest]}
            >
              <Text style={styles.quoteMethod}>{label}</Text>
              {limit ? (
                <Text style={styles.muted}>{limit} per purchase</Text>
              ) : (
                <>
                  <Text style={styles.text}>
                    {pay} → <Text testID={`quote-${method}-crypto`}>{get}</Text>
                  </Text>
                  <Text style={styles.quoteFee}>fee {fee}</Text>
                  {/* Always there, so the columns line up row under row. */}
                  <Text style={styles.badge}>{isBest ? 'Best price' : ''}</Text>
                </>
              )}
            </View>
          )
        })}
      </View>
      {rows.length === 0 && quote.status !== 'idle' && (
        <Text style={styles.muted}>
          {quote.status === 'loading' ? 'Loading quotes…' : 'No quotes to show.'}
        </Text>
      )}
    </View>
  )
}
