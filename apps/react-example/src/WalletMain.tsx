import {
  appendWidgetEvent,
  getPurchaseLimits,
  type HostAssetsConfig,
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
  embeddedWidgetConfig,
  keepCreatedTransaction,
  type LoggedEvent,
  readStoredTransaction,
  saleStatusFromReceiver,
  sellUnavailableReason,
  sellWidgetConfig,
  widgetProblemAfter,
} from '@rampkit/example-shared'
import { useAssets, useOnrampQuote, usePurchase, useSale } from '@rampkit/react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { AmountField } from './components/AmountField.js'
import { AssetPicker } from './components/AssetPicker.js'
import { CurrencyPicker } from './components/CurrencyPicker.js'
import { EmbeddedPanel } from './components/EmbeddedPanel.js'
import { EventLog } from './components/EventLog.js'
import { PurchaseStatus } from './components/PurchaseStatus.js'
import { QuotesTable } from './components/QuotesTable.js'
import { SaleStatus } from './components/SaleStatus.js'
import { TradeButtons } from './components/TradeButtons.js'
import { WebhookLog } from './components/WebhookLog.js'
import { useWebhookLog } from './hooks/useWebhookLog.js'

export interface WalletMainProps {
  config: AppConfig
  /** Absolute URL of the logo the widget shows. */
  logoUrl: string
  currencies: CurrenciesState
  /** The currency the page starts in. Default EUR. */
  initialCurrency?: string
  /** The asset list in `initialCurrency` that a server already read: no second request. */
  initialAssets?: HostAssetsConfig
  /** Why the server could not read the asset list, shown until the browser's read answers. */
  initialAssetsError?: string
  /** How often the purchase and sale statuses are read until final. Default 2000 ms. */
  pollMs?: number
  /** How long a silent widget may take before the page says it did not load. */
  loadTimeoutMs?: number
}

let logged = 0

/**
 * The wallet page's content, the same in the Vite app and the Next.js client island: trade
 * card (asset, currency, amount, quotes per method, Buy/Sell), purchase status, event log,
 * webhooks received, embedded widget.
 */
export function WalletMain({
  config,
  logoUrl,
  currencies,
  initialCurrency = 'EUR',
  initialAssets,
  initialAssetsError,
  pollMs = 2000,
  loadTimeoutMs,
}: WalletMainProps) {
  const [assetId, setAssetId] = useState('ETH_ETH')
  const [currency, setCurrency] = useState(initialCurrency)
  const [amountText, setAmountText] = useState('100')
  const [log, setLog] = useState<readonly LoggedEvent[]>([])
  const [purchase, setPurchase] = useState<PurchaseToTrack | null>(null)
  const [sale, setSale] = useState<SaleToTrack | null>(null)
  const [problem, setProblem] = useState<string>()
  // After a reload: the purchase and sale this tab followed (read after mount, so a server
  // render and the first browser render agree).
  useEffect(() => {
    setPurchase((current) => current ?? readStoredTransaction('purchase'))
    setSale((current) => current ?? readStoredTransaction('sale'))
  }, [])

  // Limits and fees come in the chosen currency.
  const assets = useAssets({ currencyCode: currency }, { initialData: initialAssets })
  const offrampAssets = useAssets({ currencyCode: currency }, { flow: 'offramp' })
  const assetsError =
    assets.status === 'error'
      ? assets.error.message
      : assets.data === undefined
        ? initialAssetsError
        : undefined
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
    // A widget that never loaded (or a blocked window) is said until a widget speaks.
    setProblem((current) => widgetProblemAfter(current, event))
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
  const webhooks = useWebhookLog(
    config.webhookUrl,
    `${followed.purchase?.status}/${sold.saleStatus}`,
  )

  const widget = { config, logoUrl, currency, assetId: id }
  const fiatValue = check.ok ? check.value : undefined

  return (
    <>
      <section className="card trade" aria-labelledby="trade-title">
        <h2 id="trade-title">Buy crypto</h2>
        {assetsError !== undefined && (
          <p role="alert" className="error">
            Assets could not be loaded: {assetsError}
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
          idleReason={
            !check.ok
              ? 'Enter a valid amount to see quotes.'
              : // Params are set once the assets are in; a server render has them but no quote.
                asset
                ? 'Loading quotes…'
                : 'Loading assets…'
          }
        />
        <TradeButtons
          buyConfig={buyWidgetConfig({ ...widget, fiatValue })}
          sellConfig={sellWidgetConfig({ ...widget, fiatValue })}
          sellUnavailable={sellUnavailableReason(offrampAssets, id, asset?.symbol)}
          onEvent={onEvent}
          loadTimeoutMs={loadTimeoutMs}
        />
        {problem && (
          <p role="alert" className="error">
            {problem}
          </p>
        )}
      </section>
      <div className="side">
        <PurchaseStatus purchase={followed} />
        <SaleStatus sale={sold} />
        <EventLog entries={log} />
        <WebhookLog state={webhooks.state} reload={webhooks.reload} />
      </div>
      <EmbeddedPanel
        config={embeddedWidgetConfig(widget)}
        onEvent={(event) => onEvent('Embedded', event)}
        loadTimeoutMs={loadTimeoutMs}
      />
    </>
  )
}
