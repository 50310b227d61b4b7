// The page's script: the user's wallet (@rampkit/wallet: the browser's EIP-6963 wallets and, in
// development, the sandbox wallet of the local chain), quotes with @rampkit/core's host API
// client, Buy and Sell with the global RampKit's createWidget (the script-tag build of
// @rampkit/element) answered by the wallet, the purchase's status followed by core's purchase
// tracker until it is final, and the final transaction's receipt. No bundler: this file is served
// as it is, a module whose imports index.html's import map points at the packages' builds
// (site.mjs serves them). `page` below is its export.
import { createHostApiClient, createPurchaseTracker, fromBaseUnits } from '@rampkit/core'
import { SERVICE_CHAINS } from '@rampkit/core/chains'
import { createWalletConnector, createWalletSession } from '@rampkit/wallet/connect'

/**
 * @typedef {import('@rampkit/core').WidgetEvent} WidgetEvent
 * @typedef {object} PageWallet How the page answers the widget's wallet requests.
 * @property {import('@rampkit/core').RequestCryptoAccountHandler} [onRequestCryptoAccount]
 *   Where the crypto goes: the user's account for the asset the widget asks about.
 * @property {import('@rampkit/core').SendCryptoHandler} [onSendCrypto] Sends the crypto of a
 *   sale (Sell then asks the widget for this callback instead of showing a deposit address).
 */
/** The content of index.html's `<meta name>`. @param {string} name */
const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? ''
const config = {
  apiUrl: meta('rampkit-api-url').replace(/\/+$/, ''),
  widgetUrl: meta('rampkit-widget-url'),
  hostApiKey: meta('rampkit-host-api-key'),
  // Your webhook receiver's base URL, if the service should call it (blank: it does not).
  webhookUrl: meta('rampkit-webhook-url').replace(/\/+$/, ''),
  // DEVELOPMENT ONLY (blank in a build): the local chain whose sandbox wallet the page lists.
  localChainUrl: meta('rampkit-local-chain-url'),
}
const CURRENCY = 'EUR'
const client = createHostApiClient({ baseUrl: config.apiUrl, hostApiKey: config.hostApiKey })
/** An element of index.html, by its id. @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id))
/** A form field of index.html, by its id. @param {string} id */
const field = (id) => /** @type {HTMLInputElement | HTMLSelectElement} */ ($(id))

/**
 * The page's extension points (README.md, "Make it yours"), set from a module script of your own
 * (`import { page } from '/app.js'`): `wallet`, your own answers to the widget's wallet requests
 * in Buy and Sell instead of the connected wallet's; `onEvent(event, source)`, every widget event
 * of Buy and Sell with `source` 'Buy' or 'Sell'. Your own sections go in index.html, after the
 * purchase's status.
 * @type {{ wallet?: PageWallet, onEvent?: (event: WidgetEvent, source: 'Buy' | 'Sell') => void }}
 */
export const page = {}

// The user's wallet: the browser's wallets (EIP-6963) and, in development, the sandbox wallet of
// the local chain (`@rampkit/sandbox` is a development dependency: loaded only then), whose id
// stands for the sandbox's ETH.
export const connector = createWalletConnector()
if (config.localChainUrl) {
  import('@rampkit/sandbox/wallet').then(({ announceSandboxWallet, sandboxWalletProvider }) =>
    announceSandboxWallet(sandboxWalletProvider({ rpcUrl: config.localChainUrl })),
  )
}
// The wallet part (@rampkit/wallet/connect): the connected wallet's handlers, the selected
// asset's balance and the final transaction's receipt.
const session = createWalletSession({
  connector,
  ...(config.localChainUrl
    ? { chains: { ...SERVICE_CHAINS, ETH: { evm: true, chainId: 31337 } } }
    : {}),
})

/**
 * The answers to the widget: yours (`page.wallet`), else the connected wallet's, else none.
 * @returns {PageWallet}
 */
const walletAnswers = () => page.wallet ?? session.getSnapshot().handlers

/**
 * Shows the wallet: the wallets to connect, or the connected one and its balance; the final
 * transaction's receipt; the wallet's last refusal.
 */
function renderWallet() {
  const { connector: state, balance, receipt, error: refusal } = session.getSnapshot()
  const { status, wallets, connection, walletInfo, error } = state
  $('wallet-balance').textContent = balance.text
  $('receipt').textContent = receipt.text
  $('send-error').textContent = refusal ? `Wallet: ${refusal.message}` : ''
  const isConnected = status === 'connected' && connection !== undefined
  $('wallet-connected').hidden = !isConnected
  $('wallet-choose').hidden = isConnected
  $('wallet-error').textContent = error?.message ?? ''
  if (isConnected) {
    $('wallet-name').textContent = walletInfo?.name ?? ''
    $('wallet-address').textContent = connection.address
  } else {
    $('wallets').replaceChildren(
      ...wallets.map(({ info }) => {
        const button = document.createElement('button')
        button.type = 'button'
        button.disabled = status === 'connecting'
        const icon = document.createElement('img')
        Object.assign(icon, { src: info.icon, alt: '', width: 20, height: 20 })
        button.append(icon, ` Connect ${info.name}`)
        button.addEventListener('click', () => connector.connect(info.uuid))
        const item = document.createElement('li')
        item.append(button)
        return item
      }),
    )
    $('wallet-status').textContent =
      status === 'connecting'
        ? `Connecting ${walletInfo?.name}…`
        : wallets.length === 0
          ? 'No wallet found in this browser: Buy and Sell ask for an address.'
          : 'Not connected: Buy and Sell ask for an address.'
  }
}

session.subscribe(renderWallet)
renderWallet()
$('disconnect').addEventListener('click', () => connector.disconnect())
// The balance shown is of the selected asset, from the service's assets list.
const selectAsset = () => session.update({ assetId: field('asset').value })
selectAsset()
client.v3.getAssets({}).then(
  ({ assets }) => session.update({ assets }),
  () => {}, // no list: the balance stays unread, Buy and Sell still work
)

function amount() {
  const text = field('amount').value.trim()
  const value = Number(text)
  return text !== '' && Number.isFinite(value) && value > 0 ? value : undefined
}

/** @type {AbortController | undefined} */
let pending
/** @type {ReturnType<typeof setTimeout> | undefined} */
let timer
/** Asks for quotes 300 ms after the last change; an older request is aborted. */
function refreshQuotes() {
  clearTimeout(timer)
  pending?.abort()
  const fiatValue = amount()
  // Assistive technology says the field is wrong, as the status below it says why.
  $('amount').setAttribute('aria-invalid', String(fiatValue === undefined))
  if (fiatValue === undefined) {
    $('quote-status').textContent = 'Enter an amount to see quotes.'
    $('quotes').replaceChildren()
    return
  }
  $('quote-status').textContent = 'Loading quotes…'
  timer = setTimeout(() => loadQuotes(field('asset').value, fiatValue), 300)
}

/**
 * @param {string} cryptoAssetSymbol
 * @param {number} fiatValue
 */
async function loadQuotes(cryptoAssetSymbol, fiatValue) {
  const controller = new AbortController()
  pending = controller
  try {
    const { asset, ...methods } = await client.v3.getOnrampQuote(
      { cryptoAssetSymbol, fiatCurrency: CURRENCY, fiatValue },
      { signal: controller.signal },
    )
    const rows = Object.entries(methods).map(([method, quote]) => {
      const row = document.createElement('tr')
      const name = document.createElement('td')
      name.textContent = method
      const got = document.createElement('td')
      const data = document.createElement('data')
      data.value = quote.cryptoAmount
      data.textContent = `${fromBaseUnits(quote.cryptoAmount, asset.decimals)} ${asset.symbol}`
      got.append(data)
      const fee = document.createElement('td')
      fee.textContent = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: quote.fiatCurrency,
      }).format(quote.appliedFee)
      row.append(name, got, fee)
      return row
    })
    $('quotes').replaceChildren(...rows)
    $('quote-status').textContent = `${rows.length} quotes`
    $('quote-error').textContent = ''
  } catch (error) {
    if (controller.signal.aborted) return
    $('quote-status').textContent = 'No quotes'
    $('quote-error').textContent =
      `Quotes failed: ${error instanceof Error ? error.message : error}`
  }
}

/** @type {import('@rampkit/core').PurchaseTracker | undefined} */
let tracker
/**
 * Shows the purchase's status, read until it is final. A new purchase replaces the one followed.
 * @param {import('@rampkit/core').PurchaseToTrack} purchase the widget's PURCHASE_CREATED payload
 */
function followPurchase(purchase) {
  tracker?.destroy()
  const followed = createPurchaseTracker(client, purchase, { intervalMs: 3000 })
  tracker = followed
  followed.subscribe(() => {
    const { purchase: read, isFinal } = followed.getSnapshot()
    if (read) $('purchase-status').textContent = `${read.status}${isFinal ? ' (final)' : ''}`
    // The final transaction: the released purchase's.
    if (isFinal) session.update({ purchaseTxHash: read?.finalTxHash })
  })
}

/** Opens the widget to buy or to sell. @param {'ONRAMP' | 'OFFRAMP'} flow */
function open(flow) {
  const fiatValue = amount()
  const asset = field('asset').value
  const source = flow === 'ONRAMP' ? 'Buy' : 'Sell'
  const wallet = walletAnswers()
  const webhookUrl = config.webhookUrl
  const widget = globalThis.RampKit.createWidget({
    hostAppName: 'My wallet',
    hostLogoUrl: new URL('/logo.svg', window.location.origin).href,
    hostApiKey: config.hostApiKey,
    url: config.widgetUrl,
    fiatCurrency: CURRENCY,
    ...(fiatValue === undefined ? {} : { fiatValue }),
    enabledFlows: [flow],
    ...(flow === 'ONRAMP'
      ? {
          swapAsset: asset,
          ...(webhookUrl ? { webhookStatusUrl: `${webhookUrl}/purchase` } : {}),
        }
      : {
          offrampAsset: asset,
          // Without a way to send, the widget shows its user where to send the crypto instead.
          ...(wallet.onSendCrypto ? { useSendCryptoCallback: true } : {}),
          ...(webhookUrl ? { offrampWebhookV3Url: `${webhookUrl}/offramp` } : {}),
        }),
  })
  // Both widgets ask the connected wallet (or yours, page.wallet) where the crypto goes and, for
  // a sale, to send it; without one, the widget asks its user.
  if (wallet.onRequestCryptoAccount) widget.onRequestCryptoAccount(wallet.onRequestCryptoAccount)
  if (wallet.onSendCrypto) widget.onSendCrypto(wallet.onSendCrypto)
  widget.on('*', (event) => page.onEvent?.(event, source))
  widget.on('PURCHASE_CREATED', ({ payload }) => {
    $('purchase-status').textContent = payload.purchase.status
    followPurchase(payload)
  })
  widget.show()
}

$('trade').addEventListener('submit', (event) => event.preventDefault())
$('asset').addEventListener('change', () => {
  refreshQuotes()
  selectAsset()
})
$('amount').addEventListener('input', refreshQuotes)
$('buy').addEventListener('click', () => open('ONRAMP'))
$('sell').addEventListener('click', () => open('OFFRAMP'))
refreshQuotes()
