'use client'

import {
  appendWidgetEvent,
  createHostApiClient,
  getPurchaseLimits,
  type QuoteParams,
  type WidgetEvent,
} from '@rampkit/core'
import {
  type AppConfig,
  assetIdOf,
  buyWidgetConfig,
  type CurrenciesState,
  checkAmount,
  embeddedWidgetConfig,
  type LoggedEvent,
  purchaseToTrack,
  sellUnavailableReason,
  sellWidgetConfig,
  type TrackedPurchase,
} from '@rampkit/example-shared'
import { useAssets, useOnrampQuote } from '@rampkit/react'
// The React example's components and hooks: the same page, the same accessible markup.
import { AmountField } from '@rampkit/react-example/src/components/AmountField.js'
import { AssetPicker } from '@rampkit/react-example/src/components/AssetPicker.js'
import { CurrencyPicker } from '@rampkit/react-example/src/components/CurrencyPicker.js'
import { EmbeddedPanel } from '@rampkit/react-example/src/components/EmbeddedPanel.js'
import { EventLog } from '@rampkit/react-example/src/components/EventLog.js'
import { PurchaseStatus } from '@rampkit/react-example/src/components/PurchaseStatus.js'
import { QuotesTable } from '@rampkit/react-example/src/components/QuotesTable.js'
import { TradeButtons } from '@rampkit/react-example/src/components/TradeButtons.js'
import { WebhookLog } from '@rampkit/react-example/src/components/WebhookLog.js'
import { usePurchaseTracker } from '@rampkit/react-example/src/hooks/usePurchaseTracker.js'
import { useWebhookLog } from '@rampkit/react-example/src/hooks/useWebhookLog.js'
import { useCallback, useMemo, useState } from 'react'
import type { InitialData } from './readInitialData.js'

interface Props {
  config: AppConfig
  /** Absolute URL of the logo the widget shows. */
  logoUrl: string
  /** The server component's reads: shown until the hooks have their own answers. */
  initial: InitialData
}

let logged = 0

/**
 * The interactive part of the wallet page: the hooks of @rampkit/react (their client comes from
 * the layout's `RampKitProvider` props) and the widgets. Its first render uses the server's
 * asset list and currencies, so the HTML is complete and hydration matches it.
 */
export function WalletIsland({ config, logoUrl, initial }: Props) {
  const [assetId, setAssetId] = useState('ETH_ETH')
  const [currency, setCurrency] = useState(initial.currencyCode)
  const [amountText, setAmountText] = useState('100')
  const [log, setLog] = useState<readonly LoggedEvent[]>([])
  const [purchase, setPurchase] = useState<TrackedPurchase>()

  // The purchase status is read with the legacy endpoint the provider's hooks do not use.
  const client = useMemo(
    () => createHostApiClient({ baseUrl: config.apiUrl, hostApiKey: config.hostApiKey }),
    [config.apiUrl, config.hostApiKey],
  )
  const currencies = useMemo(() => currenciesState(initial), [initial])

  // Limits and fees come in the chosen currency; the server's list until the hook's arrives.
  const assets = useAssets({ currencyCode: currency })
  const offrampAssets = useAssets({ currencyCode: currency }, { flow: 'offramp' })
  const serverAssets =
    currency === initial.currencyCode && initial.assets.status === 'success'
      ? initial.assets.data
      : undefined
  const assetsData = assets.data ?? serverAssets
  const assetsError =
    assets.status === 'error'
      ? assets.error.message
      : !assetsData && initial.assets.status === 'error'
        ? initial.assets.message
        : undefined
  const list = assetsData?.assets ?? []
  const asset = list.find((a) => assetIdOf(a) === assetId) ?? list[0]
  const id = asset ? assetIdOf(asset) : assetId
  const limits = assetsData && asset ? getPurchaseLimits(assetsData, asset) : undefined
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

  const tracked = usePurchaseTracker(client, purchase)
  const webhooks = useWebhookLog(config.webhookUrl, tracked.snapshot?.purchase?.status)

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
              : // The server's HTML has the assets; quotes are asked once the island hydrates.
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
    </>
  )
}

/** The server's currency read as the React example's currency state. */
function currenciesState({ currencies }: InitialData): CurrenciesState {
  return currencies.status === 'success'
    ? currencies
    : { status: 'error', error: new Error(currencies.message) }
}
