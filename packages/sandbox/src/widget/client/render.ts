// The stand-in widget's page, written from its state (part of its browser module, bundled from
// ./main.ts). Everything from the URL or the sandbox goes in as text (`textContent`, `Option`),
// never as markup.
import {
  fromBaseUnits,
  methodLabel,
  type QuoteResultForMethod,
  type ServicePurchase,
  type ServiceSale,
} from '@rampkit/core'
import type { PageElements } from './pageElements.js'
import type { StandInConfig } from './readWidgetConfig.js'
import { quoteStatus } from './state/quotes.js'
import { type Asset, assetId, type WidgetState } from './state/widgetState.js'

export function showStatus(page: PageElements, text: string): void {
  page.status.textContent = text
}

/** Shows `text` as the error; '' hides it. */
export function showError(page: PageElements, text: string): void {
  page.error.textContent = text
  page.error.hidden = text === ''
}

/**
 * The page's own address with an example configuration that starts it (the sandbox's demo key,
 * its own icon as the logo): what the intro links to.
 */
export function exampleWidgetUrl(pageUrl: string): string {
  const query = new URLSearchParams({
    hostAppName: 'Demo',
    hostLogoUrl: new URL('/favicon.svg', pageUrl).href,
    // The sandbox's DEMO_HOST_API_KEY (state.ts, not bundled into the page's script).
    hostApiKey: 'demo-host-api-key',
    swapAsset: 'ETH_ETH',
    fiatCurrency: 'EUR',
    fiatValue: '100',
  })
  return new URL(`./?${query}`, pageUrl).href
}

/**
 * Opened with no configuration at all (from a list of the sandbox's addresses, a bookmark): a
 * person's visit, not a host's broken call. Says what the page is, with a link that starts it.
 */
export function showIntroduction(page: PageElements, pageUrl: string): void {
  page.introExample.href = exampleWidgetUrl(pageUrl)
  page.intro.hidden = false
  showStatus(page, 'No configuration: this page waits for a host app to open it.')
}

/** Shows `text` under the wallet address field; '' hides it. */
export function showAddressNote(page: PageElements, text: string): void {
  page.addressNote.textContent = text
  page.addressNote.hidden = text === ''
}

/** The host app's name and logo (an http(s) logo URL only). */
export function renderHeader(
  page: PageElements,
  config: Pick<StandInConfig, 'hostAppName' | 'hostLogoUrl'>,
): void {
  if (config.hostAppName) page.title.textContent = config.hostAppName
  if (config.hostLogoUrl && /^https?:\/\//i.test(config.hostLogoUrl)) {
    page.logo.src = config.hostLogoUrl
    page.logo.alt = `${config.hostAppName ?? 'Host'} logo`
    page.logo.hidden = false
  }
}

/** The form before its first load: countries, the enabled flows, the configuration's user fields. */
export function renderStartingForm(
  page: PageElements,
  config: Pick<StandInConfig, 'enabledFlows' | 'userAddress' | 'userEmailAddress'>,
  state: WidgetState,
): void {
  renderSelect(
    page.country,
    state.countries.map((country) => [country.code, country.name]),
    state.country.code,
  )
  for (const radio of page.flowRadios) {
    const enabled = config.enabledFlows.some((flow) => flow === radio.value)
    radio.closest('label')!.hidden = !enabled
    radio.checked = radio.value === state.flow
  }
  page.flows.hidden = config.enabledFlows.length < 2
  page.address.value = config.userAddress ?? ''
  page.email.value = config.userEmailAddress ?? ''
}

/** The loaded flow: its assets and currencies, the address field (on-ramp only), the confirm label. */
export function renderFlow(page: PageElements, state: WidgetState): void {
  renderSelect(
    page.asset,
    state.assets.map((asset) => [assetId(asset), assetLabel(asset)]),
    state.asset && assetId(state.asset),
  )
  renderSelect(
    page.currency,
    state.currencies.map((currency) => [currency, currency]),
    state.currency,
  )
  page.addressField.hidden = state.flow !== 'ONRAMP'
  page.confirm.textContent = state.flow === 'ONRAMP' ? 'Confirm purchase' : 'Confirm sale'
}

/** `Ether (ETH on ETH)`. */
function assetLabel(asset: Asset): string {
  return `${asset.name} (${asset.symbol} on ${asset.chain})`
}

/** Why there is nothing to quote: no asset (or no currency) in this flow and country. */
export function nothingToTradeMessage(state: WidgetState): string {
  const verb = state.flow === 'ONRAMP' ? 'bought' : 'sold'
  return `No assets can be ${verb} in ${state.country.name}.`
}

/**
 * One radio per quoted method; `onChoose` hears the user's choice. A method the amount misses
 * is shown with its limit and cannot be chosen.
 */
export function renderMethods(
  page: PageElements,
  state: WidgetState,
  onChoose: (method: string) => void,
): void {
  const doc = page.methods.ownerDocument
  page.methodsLegend.textContent = state.flow === 'ONRAMP' ? 'Payment method' : 'Payout method'
  const rows = Object.entries(state.quotes).map(([name, quote]) => {
    const label = doc.createElement('label')
    const radio = doc.createElement('input')
    radio.type = 'radio'
    radio.name = 'method'
    radio.value = name
    radio.checked = name === state.method
    radio.addEventListener('change', () => onChoose(name))
    const limit = state.limits[name]
    radio.disabled = limit !== undefined
    label.append(radio, ` ${methodText(state, name, quote, limit)}`)
    return label
  })
  page.methods.replaceChildren(page.methodsLegend, ...rows)
}

function methodText(
  state: WidgetState,
  name: string,
  quote: QuoteResultForMethod,
  limit: string | undefined,
): string {
  // Named as people read them, as the real widget does ("Card", not CARD_PAYMENT).
  const shown = methodLabel(name)
  // Quoted at the limit the amount misses: that limit, not a price for the amount.
  if (limit !== undefined) return `${shown}: ${limit} (not available for this amount)`
  const crypto = cryptoText(quote.cryptoAmount, state.asset!)
  const fiat = `${quote.fiatValue.toFixed(2)} ${state.currency}`
  const fee = quote.appliedFee.toFixed(2)
  return state.flow === 'ONRAMP'
    ? `${shown}: pay ${fiat}, get ${crypto} (fee ${fee})`
    : `${shown}: sell ${crypto}, receive ${fiat} (fee ${fee})`
}

/** The quotes arrived: the amount (a `swapAmount` quote sets it), the methods, the status. */
export function showQuotes(
  page: PageElements,
  state: WidgetState,
  onChoose: (method: string) => void,
): void {
  page.amount.value = String(state.fiatValue)
  renderMethods(page, state, onChoose)
  page.confirm.disabled = state.method === undefined
  showStatus(page, quoteStatus(state))
}

/** The form gives way to what was created. */
export function showFinished(page: PageElements, title: string, text: string): void {
  page.form.hidden = true
  page.doneTitle.textContent = title
  page.doneText.textContent = text
  page.done.hidden = false
  showError(page, '')
}

export function purchaseSummary(purchase: ServicePurchase, asset: Asset): string {
  const crypto = cryptoText(purchase.cryptoAmount, asset)
  return `Purchase ${purchase.id}: ${crypto} for ${purchase.fiatValue.toFixed(2)} ${purchase.fiatCurrency}.`
}

export function saleSummary(sale: ServiceSale, asset: Asset, depositAddress: string): string {
  const crypto = cryptoText(sale.crypto.amount, asset)
  const fiat = `${sale.fiat.amount.toFixed(2)} ${sale.fiat.currencySymbol}`
  return `Sale ${sale.id}: send ${crypto} to ${depositAddress} to receive ${fiat}.`
}

/** Base units as whole units with the symbol: `0.05 ETH`. */
function cryptoText(baseUnits: string, asset: Asset): string {
  return `${fromBaseUnits(baseUnits, asset.decimals)} ${asset.symbol}`
}

function renderSelect(
  select: HTMLSelectElement,
  options: [value: string, label: string][],
  selected: string | undefined,
): void {
  select.replaceChildren(
    ...options.map(([value, label]) => new Option(label, value, false, value === selected)),
  )
}
