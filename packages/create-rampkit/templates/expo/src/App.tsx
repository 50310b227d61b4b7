import {
  fromBaseUnits,
  methodLabel,
  type PurchaseToTrack,
  type QuoteResultForMethod,
  type WidgetConfig,
  type WidgetEvent,
} from '@rampkit/core'
import { RampWidgetView, useOnrampQuote, usePurchase } from '@rampkit/react-native'
import { type ReactNode, useState } from 'react'
import { Modal, Pressable, ScrollView, StyleSheet, Text, TextInput, View } from 'react-native'
import { type AppConfig, ASSETS, CURRENCY, developmentWallet, type PageWallet } from './config'

/** `3.9`, `EUR` → `€3.90` */
const money = (value: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(value)

type Trade = 'Buy' | 'Sell'

export interface AppProps {
  config: AppConfig
  /** How the app answers the widget's wallet requests. Default: `developmentWallet`. */
  wallet?: PageWallet
  /** Every event of the Buy and Sell widgets, with the one that sent it. */
  onEvent?: (event: WidgetEvent, source: Trade) => void
  /** Your own sections, shown after the purchase's status. */
  children?: ReactNode
}

/**
 * Quotes for an asset and an amount, Buy and Sell opening the widget (a WebView on phones, the
 * embedded widget on the web), and the purchase's status after the widget closes.
 */
export function App({ config, wallet = developmentWallet, onEvent, children }: AppProps) {
  const [asset, setAsset] = useState<keyof typeof ASSETS>('ETH_ETH')
  const [amount, setAmount] = useState('100')
  const [open, setOpen] = useState<Trade>()
  const [purchase, setPurchase] = useState<PurchaseToTrack | null>(null)
  const fiatValue = Number(amount)
  const valid = amount.trim() !== '' && Number.isFinite(fiatValue) && fiatValue > 0

  const quote = useOnrampQuote(
    valid ? { cryptoAssetSymbol: asset, fiatCurrency: CURRENCY, fiatValue } : null,
  )
  const rows = Object.entries(quote.data ?? {}).filter(([method]) => method !== 'asset') as [
    string,
    QuoteResultForMethod,
  ][]
  const decimals = quote.data?.asset.decimals ?? 0
  const symbol = quote.data?.asset.symbol ?? ''
  const followed = usePurchase(purchase)

  const common = {
    hostAppName: 'My wallet',
    hostLogoUrl: config.logoUrl,
    hostApiKey: config.hostApiKey,
    url: config.widgetUrl,
    fiatCurrency: CURRENCY,
    ...(valid ? { fiatValue } : {}),
  }
  const widgetConfig: WidgetConfig =
    open === 'Sell'
      ? {
          ...common,
          enabledFlows: ['OFFRAMP'],
          offrampAsset: asset,
          // Without a way to send, the widget shows its user where to send the crypto instead.
          ...(wallet.onSendCrypto ? { useSendCryptoCallback: true } : {}),
          ...(config.webhookUrl ? { offrampWebhookV3Url: `${config.webhookUrl}/offramp` } : {}),
        }
      : {
          ...common,
          enabledFlows: ['ONRAMP'],
          swapAsset: asset,
          ...(config.webhookUrl ? { webhookStatusUrl: `${config.webhookUrl}/purchase` } : {}),
        }

  return (
    <ScrollView contentContainerStyle={styles.page}>
      <View role="main" style={styles.content}>
        <Text role="heading" aria-level={1} style={styles.h1}>
          Buy and sell crypto
        </Text>
        <Text style={styles.label}>Asset</Text>
        <View role="radiogroup" aria-label="Asset" style={styles.row}>
          {Object.entries(ASSETS).map(([id, name]) => (
            <Pressable
              key={id}
              role="radio"
              aria-checked={id === asset}
              onPress={() => setAsset(id as keyof typeof ASSETS)}
              style={[styles.chip, id === asset && styles.chosen]}
            >
              <Text style={id === asset ? styles.chosenText : styles.text}>{name}</Text>
            </Pressable>
          ))}
        </View>
        <Text style={styles.label}>Amount ({CURRENCY})</Text>
        <TextInput
          accessibilityLabel={`Amount (${CURRENCY})`}
          aria-invalid={!valid}
          inputMode="decimal"
          value={amount}
          onChangeText={setAmount}
          style={styles.input}
        />

        <Text role="status" aria-live="polite" aria-label="Quote status" style={styles.text}>
          {!valid
            ? 'Enter an amount to see quotes.'
            : quote.status === 'success'
              ? `${rows.length} quotes`
              : quote.status === 'error'
                ? 'No quotes'
                : 'Loading quotes…'}
        </Text>
        {/* The quotes' room is kept while they load or fail: Buy and Sell stay put. */}
        <View style={styles.quotes}>
          {quote.status === 'error' && (
            <Text role="alert" style={styles.error}>
              Quotes failed: {quote.error.message}
            </Text>
          )}
          <View role="list" aria-label="Quotes">
            {rows.map(([method, q]) => {
              const get = `${fromBaseUnits(q.cryptoAmount, decimals)} ${symbol}`
              const fee = money(q.appliedFee, q.fiatCurrency)
              return (
                <View
                  key={method}
                  role="listitem"
                  accessible
                  aria-label={`${methodLabel(method)}: get ${get}, fee ${fee}`}
                  style={styles.quote}
                >
                  <Text style={styles.method}>{methodLabel(method)}</Text>
                  <Text style={styles.text}>{get}</Text>
                  <Text style={styles.text}>fee {fee}</Text>
                </View>
              )
            })}
          </View>
        </View>

        <View style={styles.row}>
          {(['Buy', 'Sell'] as const).map((trade) => (
            <Pressable
              key={trade}
              role="button"
              onPress={() => setOpen(trade)}
              style={[styles.button, trade === 'Buy' && styles.chosen]}
            >
              <Text style={trade === 'Buy' ? styles.chosenText : styles.text}>{trade}</Text>
            </Pressable>
          ))}
        </View>

        <Text role="heading" aria-level={2} style={styles.h2}>
          Purchase
        </Text>
        <Text role="status" aria-live="polite" aria-label="Purchase status" style={styles.text}>
          {followed.purchase
            ? `${followed.purchase.status}${followed.isFinal ? ' (final)' : ''}`
            : followed.status === 'idle'
              ? 'No purchase yet.'
              : 'Loading the purchase…'}
        </Text>
        {followed.status === 'error' && (
          <Text role="alert" style={styles.error}>
            {followed.error.message}
          </Text>
        )}
        {children}
      </View>

      <Modal
        visible={open !== undefined}
        animationType="slide"
        onRequestClose={() => setOpen(undefined)}
      >
        <View style={styles.sheet}>
          <Pressable role="button" onPress={() => setOpen(undefined)} style={styles.button}>
            <Text style={styles.text}>Close</Text>
          </Pressable>
          {open && (
            <RampWidgetView
              config={widgetConfig}
              style={styles.sheet}
              onEvent={(event) => {
                if (event.type === 'PURCHASE_CREATED') setPurchase(event.payload)
                onEvent?.(event, open)
              }}
              onClose={() => setOpen(undefined)}
              // Both widgets ask the same wallet: where the crypto goes (developmentWallet until
              // you give yours, see config.ts) and, for a sale, to send it.
              onRequestCryptoAccount={wallet.onRequestCryptoAccount}
              onSendCrypto={wallet.onSendCrypto}
            />
          )}
        </View>
      </Modal>
    </ScrollView>
  )
}

const styles = StyleSheet.create({
  page: { flexGrow: 1, padding: 16, backgroundColor: '#f4f5f9' },
  content: { width: '100%', maxWidth: 640, alignSelf: 'center', gap: 12 },
  h1: { fontSize: 22, fontWeight: '700', color: '#1b1e2b' },
  h2: { fontSize: 17, fontWeight: '700', color: '#1b1e2b' },
  label: { fontSize: 14, fontWeight: '600', color: '#1b1e2b' },
  text: { fontSize: 15, color: '#1b1e2b' },
  error: { fontSize: 14, color: '#b00020' },
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: 8 },
  chip: { borderWidth: 1, borderColor: '#dfe2ec', borderRadius: 999, padding: 10, minHeight: 44 },
  chosen: { backgroundColor: '#3451d1', borderColor: '#3451d1' },
  chosenText: { fontSize: 15, color: '#fff', fontWeight: '600' },
  input: { borderWidth: 1, borderColor: '#5b6070', borderRadius: 8, padding: 10, fontSize: 16 },
  // Five rows (the sandbox's payment methods for EUR) of a 20-point line and 16 of padding.
  quotes: { minHeight: 5 * (20 + 16), gap: 12 },
  quote: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 8, gap: 8 },
  method: { fontSize: 15, fontWeight: '600', color: '#1b1e2b', minWidth: 160 },
  button: { borderWidth: 1, borderColor: '#3451d1', borderRadius: 8, padding: 12, minHeight: 44 },
  sheet: { flex: 1, backgroundColor: '#fff' },
})
