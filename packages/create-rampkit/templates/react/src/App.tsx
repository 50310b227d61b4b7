// A client component: create-rampkit's Next.js template renders this same page as its client
// island; Vite reads the directive as a plain string.
'use client'

import {
  fromBaseUnits,
  methodLabel,
  type PurchaseToTrack,
  type QuoteResultForMethod,
  type WidgetConfig,
  type WidgetEvent,
} from '@rampkit/core'
import { useOnrampQuote, usePurchase, useRampWidget } from '@rampkit/react'
import { type ReactNode, useState } from 'react'
import { type AppConfig, ASSETS, CURRENCY, developmentWallet, type PageWallet } from './config'

/** `3.9`, `EUR` → `€3.90` */
const money = (value: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(value)

export interface AppProps {
  config: AppConfig
  /**
   * Absolute URL of the logo the widget shows (it loads it from its own origin). Default:
   * `/logo.svg` of this page's origin; a server-rendered page (Next.js) gives it.
   */
  logoUrl?: string
  /** How the page answers the widget's wallet requests. Default: `developmentWallet`. */
  wallet?: PageWallet
  /** Every event of the Buy and Sell widgets, with the one that sent it. */
  onEvent?: (event: WidgetEvent, source: 'Buy' | 'Sell') => void
  /** Your own sections, shown after the purchase's status. */
  children?: ReactNode
}

/** Quotes for an asset and an amount, Buy and Sell, and the purchase's status. */
export function App({ config, logoUrl, wallet = developmentWallet, onEvent, children }: AppProps) {
  const [asset, setAsset] = useState('ETH_ETH')
  const [amount, setAmount] = useState('100')
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

  const widgetConfig: WidgetConfig = {
    hostAppName: 'My wallet',
    hostLogoUrl: logoUrl ?? new URL('/logo.svg', window.location.origin).href,
    hostApiKey: config.hostApiKey,
    url: config.widgetUrl,
    fiatCurrency: CURRENCY,
    ...(valid ? { fiatValue } : {}),
  }
  // Both widgets ask the same wallet: where the crypto goes (developmentWallet until you give
  // yours, see config.ts) and, for a sale, to send it.
  const handlers = {
    onRequestCryptoAccount: wallet.onRequestCryptoAccount,
    onSendCrypto: wallet.onSendCrypto,
  }
  const [purchase, setPurchase] = useState<PurchaseToTrack | null>(null)
  const buy = useRampWidget(
    {
      ...widgetConfig,
      enabledFlows: ['ONRAMP'],
      swapAsset: asset,
      ...(config.webhookUrl ? { webhookStatusUrl: `${config.webhookUrl}/purchase` } : {}),
    },
    {
      ...handlers,
      onEvent: (event) => {
        if (event.type === 'PURCHASE_CREATED') setPurchase(event.payload)
        onEvent?.(event, 'Buy')
      },
    },
  )
  const sell = useRampWidget(
    {
      ...widgetConfig,
      enabledFlows: ['OFFRAMP'],
      offrampAsset: asset,
      // Without a way to send, the widget shows its user where to send the crypto instead.
      ...(wallet.onSendCrypto ? { useSendCryptoCallback: true } : {}),
      ...(config.webhookUrl ? { offrampWebhookV3Url: `${config.webhookUrl}/offramp` } : {}),
    },
    { ...handlers, onEvent: (event) => onEvent?.(event, 'Sell') },
  )
  const followed = usePurchase(purchase)

  return (
    <main>
      <h1>Buy and sell crypto</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          Asset
          <select value={asset} onChange={(event) => setAsset(event.target.value)}>
            {Object.entries(ASSETS).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Amount ({CURRENCY})
          <input
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={!valid}
          />
        </label>
      </form>

      <p role="status" aria-label="Quote status">
        {!valid
          ? 'Enter an amount to see quotes.'
          : quote.status === 'success'
            ? `${rows.length} quotes`
            : quote.status === 'error'
              ? 'No quotes'
              : 'Loading quotes…'}
      </p>
      {/* The quotes' room is kept while they load or fail (styles.css): Buy and Sell stay put. */}
      <div className="quotes">
        {quote.status === 'error' && <p role="alert">Quotes failed: {quote.error.message}</p>}
        <table aria-label="Quotes">
          <thead>
            <tr>
              <th scope="col">Payment method</th>
              <th scope="col">You get</th>
              <th scope="col">Fee</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([method, q]) => (
              <tr key={method}>
                <td>{methodLabel(method)}</td>
                <td>
                  <data value={q.cryptoAmount}>
                    {fromBaseUnits(q.cryptoAmount, decimals)} {symbol}
                  </data>
                </td>
                <td>{money(q.appliedFee, q.fiatCurrency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="actions">
        <button type="button" onClick={buy.show}>
          Buy
        </button>
        <button type="button" onClick={sell.show}>
          Sell
        </button>
      </div>

      <h2>Purchase</h2>
      <p role="status" aria-label="Purchase status">
        {followed.purchase
          ? `${followed.purchase.status}${followed.isFinal ? ' (final)' : ''}`
          : followed.status === 'idle'
            ? 'No purchase yet.'
            : 'Loading the purchase…'}
      </p>
      {followed.status === 'error' && <p role="alert">{followed.error.message}</p>}
      {children}
    </main>
  )
}
