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
import { SERVICE_CHAINS, type ServiceChainTable } from '@rampkit/core/chains'
import { useAssets, useOnrampQuote, usePurchase, useRampWidget } from '@rampkit/react'
import {
  createWalletConnector,
  createWalletSession,
  type WalletConnector,
} from '@rampkit/wallet/connect'
import { useWalletSession } from '@rampkit/wallet/react'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { type AppConfig, ASSETS, CURRENCY, type PageWallet } from './config'

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
  /**
   * DEVELOPMENT ONLY: the local chain of the sandbox (`pnpm start`'s, `rpcUrl`
   * http://127.0.0.1:8545). The page then lists the sandbox wallet, which holds a funded account
   * of that chain, beside the browser's, and reads the sandbox's `ETH` as that chain (id 31337).
   */
  sandboxWallet?: { rpcUrl: string }
  /** Where the page finds the browser's wallets (EIP-6963). Default: one for the whole page. */
  connector?: WalletConnector
  /** Your own answers to the widget's wallet requests, instead of the connected wallet's. */
  wallet?: PageWallet
  /** Every event of the Buy and Sell widgets, with the one that sent it. */
  onEvent?: (event: WidgetEvent, source: 'Buy' | 'Sell') => void
  /** Your own sections, shown after the purchase's status. */
  children?: ReactNode
}

// The sandbox's ETH is the local chain (Hardhat's id) in development.
const LOCAL_CHAINS: ServiceChainTable = { ...SERVICE_CHAINS, ETH: { evm: true, chainId: 31337 } }

let pageConnector: WalletConnector | undefined
/** The page's one connector, made at the first render (it listens for the browser's wallets). */
function pageWallets(): WalletConnector {
  pageConnector ??= createWalletConnector()
  return pageConnector
}
// Each local chain's sandbox wallet is announced once per page (a re-render or React's
// development double effects must not list it twice).
const announced = new Set<string>()

/**
 * Quotes for an asset and an amount; the user's wallet (connect, address, balance); Buy and Sell
 * answered by it; the purchase's status and the final transaction's receipt.
 */
export function App({
  config,
  logoUrl,
  sandboxWallet,
  connector = pageWallets(),
  wallet: ownWallet,
  onEvent,
  children,
}: AppProps) {
  const rpcUrl = sandboxWallet?.rpcUrl
  useEffect(() => {
    if (!rpcUrl || announced.has(rpcUrl)) return
    announced.add(rpcUrl)
    // Loaded only in development: the sandbox is a development dependency.
    import('@rampkit/sandbox/wallet').then(({ announceSandboxWallet, sandboxWalletProvider }) =>
      announceSandboxWallet(sandboxWalletProvider({ rpcUrl })),
    )
  }, [rpcUrl])
  // The wallet part (@rampkit/wallet/connect): the connected wallet's handlers, the selected
  // asset's balance and the final transaction's receipt. A server render (Next) knows no wallet:
  // the page hydrates without one, then lists them.
  const session = useMemo(
    () => createWalletSession({ connector, ...(rpcUrl ? { chains: LOCAL_CHAINS } : {}) }),
    [connector, rpcUrl],
  )
  const {
    connector: connected,
    handlers,
    error: walletError,
    balance,
    receipt,
  } = useWalletSession(session)

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
  // Both widgets ask the connected wallet (or yours) where the crypto goes and, for a sale, to
  // send it; without one, the widget asks its user (and shows where to send a sale's crypto).
  const wallet: PageWallet = ownWallet ?? handlers
  const widgetHandlers = {
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
      ...widgetHandlers,
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
    { ...widgetHandlers, onEvent: (event) => onEvent?.(event, 'Sell') },
  )
  const followed = usePurchase(purchase)

  // The final transaction: the sale's send, or the released purchase's; the balance shown is of
  // the selected asset.
  const finalTxHash = followed.isFinal ? followed.purchase?.finalTxHash : undefined
  const assets = useAssets()
  useEffect(
    () =>
      session.update({ assetId: asset, assets: assets.data?.assets, purchaseTxHash: finalTxHash }),
    [session, asset, assets.data, finalTxHash],
  )

  return (
    <main>
      <h1>Buy and sell crypto</h1>

      <section aria-labelledby="wallet-heading">
        <h2 id="wallet-heading">Wallet</h2>
        {connected.status === 'connected' && connected.connection ? (
          <>
            <dl className="wallet">
              <dt>Connected</dt>
              <dd>{connected.walletInfo?.name}</dd>
              <dt>Address</dt>
              <dd>
                <code>{connected.connection.address}</code>
              </dd>
              <dt>Balance</dt>
              <dd role="status" aria-label="Balance">
                {balance.text}
              </dd>
            </dl>
            <button type="button" onClick={connector.disconnect}>
              Disconnect
            </button>
          </>
        ) : (
          <>
            <ul aria-label="Connect wallet" className="wallets">
              {connected.wallets.map(({ info }) => (
                <li key={info.uuid}>
                  <button
                    type="button"
                    disabled={connected.status === 'connecting'}
                    onClick={() => connector.connect(info.uuid)}
                  >
                    <img src={info.icon} alt="" width={20} height={20} /> Connect {info.name}
                  </button>
                </li>
              ))}
            </ul>
            <p role="status" aria-label="Wallet status">
              {connected.status === 'connecting'
                ? `Connecting ${connected.walletInfo?.name}…`
                : connected.wallets.length === 0
                  ? 'No wallet found in this browser: Buy and Sell ask for an address.'
                  : 'Not connected: Buy and Sell ask for an address.'}
            </p>
          </>
        )}
        {connected.error && <p role="alert">{connected.error.message}</p>}
      </section>
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

      <h2>Transaction</h2>
      <p role="status" aria-label="Transaction receipt">
        {receipt.text}
      </p>
      {walletError && <p role="alert">Wallet: {walletError.message}</p>}
      {children}
    </main>
  )
}
