import {
  appendWidgetEvent,
  getPurchaseLimits,
  type HostApiClient,
  type QuoteParams,
  type WidgetEvent,
} from '@rampkit/core'
import {
  type AppConfig,
  assetIdOf,
  buyWidgetConfig,
  checkAmount,
  embeddedWidgetConfig,
  type LoggedEvent,
  purchaseToTrack,
  sellUnavailableReason,
  sellWidgetConfig,
  type TrackedPurchase,
} from '@rampkit/example-shared'
import { useAssets, useOnrampQuote } from '@rampkit/react'
import { useCallback, useState } from 'react'
import { AmountField } from './components/AmountField.js'
import { AssetPicker } from './components/AssetPicker.js'
import { CurrencyPicker } from './components/CurrencyPicker.js'
import { EmbeddedPanel } from './components/EmbeddedPanel.js'
import { EventLog } from './components/EventLog.js'
import { PurchaseStatus } from './components/PurchaseStatus.js'
import { QuotesTable } from './components/QuotesTable.js'
import { TradeButtons } from './components/TradeButtons.js'
import { WebhookLog } from './components/WebhookLog.js'
import { useCurrencies } from './hooks/useCurrencies.js'
import { usePurchaseTracker } from './hooks/usePurchaseTracker.js'
import { useWebhookLog } from './hooks/useWebhookLog.js'

interface Props {
  client: HostApiClient
  config: AppConfig
  /** Absolute URL of the logo the widget shows. */
  logoUrl: string
  /** How often the purchase status is read until final. */
  pollMs?: number
}

let logged = 0

export function App({ client, config, logoUrl, pollMs }: Props) {
  const [assetId, setAssetId] = useState('ETH_ETH')
  const [currency, setCurrency] = useState('EUR')
  const [amountText, setAmountText] = useState('100')
  const [log, setLog] = useState<readonly LoggedEvent[]>([])
  const [purchase, setPurchase] = useState<TrackedPurchase>()

  const currencies = useCurrencies(client)
  // Limits and fees come in the chosen currency.
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

  const onEvent = useCallback((source: string, event: WidgetEvent) => {
    logged += 1
    const entry = { n: logged, at: new Date(), source, event }
    setLog((current) => appendWidgetEvent(current, entry))
    const created = purchaseToTrack(event)
    if (created) setPurchase(created)
  }, [])

  const tracked = usePurchaseTracker(client, purchase, pollMs)
  const webhooks = useWebhookLog(config.webhookUrl, tracked.snapshot?.purchase?.status)

  const widget = { config, logoUrl, currency, assetId: id }
  const fiatValue = check.ok ? check.value : undefined

  return (
    <div className="page">
      <header className="top">
        <img src={logoUrl} alt="" width={36} height={36} />
        <h1>Rampkit Wallet</h1>
        <p className="muted">Buy and sell crypto · sandbox at {config.apiUrl}</p>
      </header>
      <main className="grid">
        <section className="card trade" aria-labelledby="trade-title">
          <h2 id="trade-title">Buy crypto</h2>
          {assets.status === 'error' && (
            <p role="alert" className="error">
              Assets could not be loaded: {assets.error.message}
            </p>
          )}
          <AssetPicker
            assets={list}
            value={id}
            currency={currency}
            onChange={setAssetId}
            disabled={list.length === 0}
          />
          <div className="row">
            <CurrencyPicker currencies={currencies} value={currency} onChange={setCurrency} />
            <AmountField
              value={amountText}
              onChange={setAmountText}
              currency={currency}
              limits={limits}
              check={check}
            />
          </div>
          <QuotesTable
            quote={quote}
            asset={asset}
            idleReason={check.ok ? 'Loading assets…' : 'Enter a valid amount to see quotes.'}
          />
          <TradeButtons
            buyConfig={buyWidgetConfig({ ...widget, fiatValue })}
            sellConfig={sellWidgetConfig({ ...widget, fiatValue })}
            sellUnavailable={sellUnavailableReason(offrampAssets, id, asset?.symbol)}
            onEvent={onEvent}
          />
        </section>
        <div className="side">
          <PurchaseStatus snapshot={tracked.snapshot} refresh={tracked.refresh} />
          <EventLog entries={log} />
          <WebhookLog state={webhooks.state} reload={webhooks.reload} />
        </div>
        <EmbeddedPanel
          config={embeddedWidgetConfig(widget)}
          onEvent={(event) => onEvent('Embedded', event)}
        />
      </main>
    </div>
  )
}
