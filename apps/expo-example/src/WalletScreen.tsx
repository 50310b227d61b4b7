import {
  appendWidgetEvent,
  getPurchaseLimits,
  type PurchaseToTrack,
  type QuoteParams,
  type SaleToTrack,
  type WidgetEvent,
} from '@rampkit/core'
import {
  type AppConfig,
  assetIdOf,
  buyWidgetConfig,
  type CurrenciesState,
  checkAmount,
  keepCreatedTransaction,
  type LoggedEvent,
  readStoredTransaction,
  saleStatusFromReceiver,
  sellUnavailableReason,
  sellWidgetConfig,
  widgetProblemAfter,
} from '@rampkit/example-shared'
import { useAssets, useOnrampQuote, usePurchase, useSale } from '@rampkit/react-native'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Text, View } from 'react-native'
import { AmountField } from './components/AmountField'
import { AssetPicker } from './components/AssetPicker'
import { Button } from './components/Button'
import { Card } from './components/Card'
import { CurrencyPicker } from './components/CurrencyPicker'
import { EventLog } from './components/EventLog'
import { PurchaseStatus } from './components/PurchaseStatus'
import { QuotesList } from './components/QuotesList'
import { SaleStatus } from './components/SaleStatus'
import { WidgetSheet } from './components/WidgetSheet'
import { styles } from './styles'

export interface WalletScreenProps {
  config: AppConfig
  /** Absolute URL of the logo the widget shows. */
  logoUrl: string
  currencies: CurrenciesState
  /** How often the purchase and sale statuses are read until final. Default 2000 ms. */
  pollMs?: number
  /** How long a silent widget may take before the app says it did not load. */
  loadTimeoutMs?: number
}

type Trade = 'Buy' | 'Sell'

/**
 * The wallet screen, as the web examples' page: asset, currency, amount, quotes per method,
 * Buy and Sell opening the widget, the purchase's and sale's status, the widget's events.
 */
export function WalletScreen({
  config,
  logoUrl,
  currencies,
  pollMs = 2000,
  loadTimeoutMs,
}: WalletScreenProps) {
  const [assetId, setAssetId] = useState('ETH_ETH')
  const [currency, setCurrency] = useState('EUR')
  const [amountText, setAmountText] = useState('100')
  const [log, setLog] = useState<readonly LoggedEvent[]>([])
  const [purchase, setPurchase] = useState<PurchaseToTrack | null>(null)
  const [sale, setSale] = useState<SaleToTrack | null>(null)
  const [problem, setProblem] = useState<string>()
  const [open, setOpen] = useState<Trade>()
  // On the web, the purchase and sale this tab followed before a reload (no storage on phones:
  // there the app keeps running).
  useEffect(() => {
    setPurchase((current) => current ?? readStoredTransaction('purchase'))
    setSale((current) => current ?? readStoredTransaction('sale'))
  }, [])

  const assets = useAssets({ currencyCode: currency })
  const offrampAssets = useAssets({ currencyCode: currency }, { flow: 'offramp' })
  const list = assets.data?.assets ?? []
  const asset = list.find((a) => assetIdOf(a) === assetId) ?? list[0]
  const id = asset ? assetIdOf(asset) : assetId
  const limits = assets.data && asset ? getPurchaseLimits(assets.data, asset) : undefined
  const check = checkAmount(amountText, limits)
  const params: QuoteParams | null =
    asset && check.ok
      ? { cryptoAssetSymbol: id, fiatCurrency: currency, fiatValue: check.value }
      : null
  const quote = useOnrampQuote(params)

  const onEvent = useCallback((source: Trade, event: WidgetEvent) => {
    setLog((current) => {
      const entry = { n: (current.at(-1)?.n ?? 0) + 1, at: new Date(), source, event }
      return appendWidgetEvent(current, entry)
    })
    setProblem((current) => widgetProblemAfter(current, event))
    // A widget that never loaded leaves an empty sheet: close it, the message says why.
    if (event.type === 'WIDGET_OPEN_FAILED') setOpen(undefined)
    const created = keepCreatedTransaction(event)
    if (created?.kind === 'purchase') setPurchase(created.payload)
    if (created?.kind === 'sale') setSale(created.payload)
  }, [])

  const followed = usePurchase(purchase, { intervalMs: pollMs })
  // The host API has no sale status: the receiver's stored webhook calls give it.
  const readSaleStatus = useMemo(
    () => saleStatusFromReceiver(config.webhookUrl),
    [config.webhookUrl],
  )
  const sold = useSale(sale, { readStatus: readSaleStatus, intervalMs: pollMs })

  const widget = { config, logoUrl, currency, assetId: id }
  const fiatValue = check.ok ? check.value : undefined
  const widgetConfig =
    open === 'Sell'
      ? sellWidgetConfig({ ...widget, fiatValue })
      : buyWidgetConfig({ ...widget, fiatValue })
  const sellUnavailable = sellUnavailableReason(offrampAssets, id, asset?.symbol)
  const trade = (which: Trade) => () => {
    setProblem(undefined)
    setOpen(which)
  }

  return (
    <View style={styles.content}>
      <Card title="Buy crypto">
        {assets.status === 'error' && (
          <Text role="alert" style={styles.error}>
            Assets could not be loaded: {assets.error.message}
          </Text>
        )}
        <AssetPicker
          assets={list}
          value={id}
          currency={currency}
          onChange={setAssetId}
          disabled={list.length === 0}
        />
        <CurrencyPicker currencies={currencies} value={currency} onChange={setCurrency} />
        <AmountField
          value={amountText}
          onChange={setAmountText}
          currency={currency}
          limits={limits}
          check={check}
        />
        <QuotesList
          quote={quote}
          asset={asset}
          idleReason={
            !check.ok
              ? 'Enter a valid amount to see quotes.'
              : asset
                ? 'Loading quotes…'
                : 'Loading assets…'
          }
        />
        <View style={styles.actions}>
          <Button label="Buy" primary onPress={trade('Buy')} />
          <Button label="Sell" onPress={trade('Sell')} disabled={sellUnavailable !== undefined} />
          {sellUnavailable && <Text style={styles.muted}>{sellUnavailable}</Text>}
        </View>
        {problem && (
          <Text role="alert" style={styles.error}>
            {problem}
          </Text>
        )}
      </Card>
      <PurchaseStatus purchase={followed} />
      <SaleStatus sale={sold} />
      <EventLog entries={log} />
      <WidgetSheet
        open={open}
        config={widgetConfig}
        onEvent={(event) => open && onEvent(open, event)}
        onClose={() => setOpen(undefined)}
        loadTimeoutMs={loadTimeoutMs}
      />
    </View>
  )
}
