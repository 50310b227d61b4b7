// The example's extras on the template's page, written once: every widget event in the event log
// (through the page's `onEvent`), the sale's status
// read from the webhook receiver (the host API has none), the receiver's calls, and the widget
// embedded in the page (a <rampkit-widget> element, answered by the page's connected wallet). A
// module served as it is; the shared helpers (TypeScript in apps/example-shared) come as one
// module, /example-shared.js; the wallet binding through the page's import map.
import { cryptoAccountHandler } from '@rampkit/wallet'
import { connector, page } from '/app.js'
import {
  appendWidgetEvent,
  createHostApiClient,
  createSaleStore,
  describeWidgetEvent,
  embeddedWidgetConfig,
  formatCrypto,
  formatFiat,
  formatTime,
  readWebhookLog,
  saleStatusFromReceiver,
} from '/example-shared.js'

/** The content of the page's `<meta name>` (the template's addresses and key). */
const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? ''
const config = {
  apiUrl: meta('rampkit-api-url'),
  widgetUrl: meta('rampkit-widget-url'),
  hostApiKey: meta('rampkit-host-api-key'),
  webhookUrl: meta('rampkit-webhook-url'),
}
const $ = (id) => document.getElementById(id)
/** An element with its text and attributes. */
function el(tag, text, attributes = {}) {
  const element = document.createElement(tag)
  if (text !== undefined) element.textContent = text
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}
/**
 * Shows or hides an element: `hidden`, and `display` too, as the extras' stylesheet gives some
 * of them a display of their own that `hidden` would not beat.
 */
function show(element, visible) {
  element.hidden = !visible
  element.style.display = visible ? '' : 'none'
}
const timeOf = (date) => el('time', formatTime(date), { datetime: date.toISOString() })

// The event log: newest first, view tokens never shown (describeWidgetEvent leaves them out).
let log = []
let logged = 0
function logEvent(event, source) {
  logged += 1
  log = appendWidgetEvent(log, { n: logged, at: new Date(), source, event })
  show($('log-empty'), false)
  $('log').replaceChildren(
    ...[...log].reverse().map(({ at, source, event }) => {
      const item = el('li')
      item.append(
        timeOf(at),
        ' ',
        el('span', source, { class: 'tag' }),
        ' ',
        el('code', event.type),
        ' ',
        el('span', describeWidgetEvent(event)),
      )
      return item
    }),
  )
  if (event.type === 'OFFRAMP_SALE_CREATED') sales.setParams(event.payload)
  if (event.type.endsWith('_CREATED')) void readWebhooks()
}
page.onEvent = logEvent

// The sale's status: its details from the host API, its status from the receiver's calls.
const sales = createSaleStore(
  createHostApiClient({ baseUrl: config.apiUrl, hostApiKey: config.hostApiKey }),
  { readStatus: saleStatusFromReceiver(config.webhookUrl), intervalMs: 2000 },
)
let lastSaleStatus
function renderSale() {
  const sale = sales.getSnapshot()
  const details = sale.sale
  const status = $('sale-status')
  status.textContent = details ? (sale.saleStatus ?? 'Waiting for a webhook') : ''
  status.className = details ? `pill ${sale.isFinal ? 'final' : ''}` : ''
  $('sale-final').textContent = details && sale.isFinal ? ' (final)' : ''
  show($('sale-idle'), sale.status === 'idle')
  show($('sale-loading'), sale.status === 'loading')
  show($('sale-details'), Boolean(details))
  if (details) {
    $('sale-id').textContent = details.id
    const { crypto, fiat } = details
    $('sale-amount').textContent =
      `${formatCrypto(crypto.amount, crypto.assetInfo.decimals, crypto.assetInfo.symbol)} for ${formatFiat(fiat.amount, fiat.currencySymbol)}`
  }
  $('sale-error').textContent =
    sale.status === 'error' ? `The sale cannot be read: ${sale.error.message}` : ''
  show($('sale-status-error'), Boolean(sale.statusError))
  // The receiver's list shows the sale's new call too.
  if (sale.saleStatus !== lastSaleStatus) {
    lastSaleStatus = sale.saleStatus
    void readWebhooks()
  }
}
renderSale()
sales.subscribe(renderSale)

// What the webhook receiver got: the server-side view of the same purchases and sales.
let reading
async function readWebhooks() {
  reading?.abort()
  const controller = new AbortController()
  reading = controller
  const state = await readWebhookLog(config.webhookUrl, controller.signal)
  if (controller.signal.aborted) return
  const calls = state.status === 'success' ? state.data : []
  show($('webhooks-message'), calls.length === 0)
  $('webhooks-message').textContent =
    state.status === 'error' ? state.message : calls.length === 0 ? 'No webhook calls yet.' : ''
  show($('webhooks'), calls.length > 0)
  $('webhooks').replaceChildren(
    ...calls.map((call) => {
      const line = el('p')
      line.append(
        timeOf(new Date(call.receivedAt)),
        ' ',
        el('span', call.kind, { class: 'tag' }),
        ' ',
        el('code', call.type),
        ` ${call.id}${call.status ? ` · ${call.status}` : ''}`,
      )
      return line
    }),
  )
}
$('reload-webhooks').addEventListener('click', () => void readWebhooks())
void readWebhooks()

// The widget inside the page (embedded variant), shown on request: the <rampkit-widget> element
// of the script-tag build, its parameters and wallet answer as properties, its events as DOM
// events.
const toggle = $('toggle-embedded')
const note = $('embedded-note')
/** @type {HTMLElement | undefined} */
let embedded
toggle.addEventListener('click', () => {
  if (embedded) {
    embedded.replaceWith(note)
    embedded = undefined
  } else {
    embedded = document.createElement('rampkit-widget')
    embedded.className = 'embedded-frame'
    // A custom element is inline until told: the frame's height needs a block.
    embedded.style.display = 'block'
    const logoUrl = new URL('/logo.svg', window.location.href).href
    Object.assign(
      embedded,
      embeddedWidgetConfig({ config, logoUrl, currency: 'EUR', assetId: 'ETH_ETH' }),
    )
    // The connected wallet's account, read when the widget asks; none: it asks its user.
    const { wallet } = connector.getSnapshot()
    if (wallet) embedded.onRequestCryptoAccount = cryptoAccountHandler(wallet)
    embedded.addEventListener('rampkit-event', (event) => logEvent(event.detail, 'Embedded'))
    note.replaceWith(embedded)
  }
  toggle.setAttribute('aria-expanded', String(Boolean(embedded)))
  toggle.textContent = embedded ? 'Hide embedded widget' : 'Show embedded widget'
})
