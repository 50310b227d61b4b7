// The stand-in widget's program, bundled for the browser from ./main.ts (see ../widgetScript.ts).
// The protocol's names, payload types and helpers come from @rampkit/core, the same code the
// host side runs.
import {
  type ActiveTransactionCurrency,
  type AssetInfo,
  type CountryInfo,
  fromBaseUnits,
  isHostedVariant,
  methodLabel,
  type OfframpAssetInfo,
  type PurchaseCreatedPayload,
  type QuoteResultForMethod,
  type SaleCreatedPayload,
  type SendCryptoPayload,
  type SendCryptoResult,
} from '@rampkit/core'
import { createAccountRequests } from './accountRequests.js'
import { convertFiat, defaultAssetId, offeredAssets, pickCurrency } from './choose.js'
import { chooseMethod } from './methodChoice.js'
import { openChannel } from './openChannel.js'
import {
  type Flow,
  isOverlayVariant,
  readWidgetConfig,
  usesSendCrypto,
} from './readWidgetConfig.js'

/**
 * The version the widget reports in `APP_VERSION`. The major stays 1: from major 2 on, the
 * official SDK stops asking the widget before closing on Escape and sizes the iframe itself.
 */
export const WIDGET_APP_VERSION = '1.0'

type Asset = AssetInfo | OfframpAssetInfo
type Failure = Error & { code?: string }
type SendCryptoAnswer = Partial<SendCryptoResult> & { error?: string }

/**
 * Posts `APP_VERSION`, reads the configuration, checks the API key, posts `WIDGET_CONFIG_DONE`
 * (or `_FAILED`), then runs the flow: country, asset, currency, amount, live quotes, method,
 * address (asked of the host with `REQUEST_CRYPTO_ACCOUNT` when the configuration has no
 * `userAddress`), confirm. A confirmed purchase or sale is created by the sandbox and posted
 * to the host with its view token; an off-ramp sale with the send-crypto callback asks the
 * host to send the crypto.
 */
export async function runWidget(win: Window): Promise<void> {
  const doc = win.document
  const $ = <T extends HTMLElement = HTMLElement>(id: string) => doc.getElementById(id) as T
  const api = `${win.location.origin}/api`
  const widgetApi = new URL('api/', win.location.href).href
  const { config, problems } = readWidgetConfig(win.location.search)
  const channel = openChannel(win, config.hostOrigin, config.widgetInstanceId)
  // The page has loaded (a module script runs once it is parsed).
  channel.post('APP_VERSION', { version: WIDGET_APP_VERSION })
  const key = config.hostApiKey ?? ''
  const form = $<HTMLFormElement>('flow')
  const confirm = $<HTMLButtonElement>('confirm')
  const amountInput = $<HTMLInputElement>('amount')
  const setStatus = (text: string) => {
    $('status').textContent = text
  }
  const setError = (text: string) => {
    const element = $('error')
    element.textContent = text
    element.hidden = text === ''
  }

  async function request<T>(url: string, body?: unknown): Promise<T> {
    const response = await win.fetch(
      url,
      body === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
    )
    const data = await response.json().catch(() => null)
    if (!response.ok) {
      const error: Failure = new Error(data?.message ?? `HTTP ${response.status}`)
      error.code = data?.code ?? `HTTP_${response.status}`
      throw error
    }
    return data as T
  }

  // Header, exit button and the close dialog (the host's Escape asks through it too).
  if (config.hostAppName) $('title').textContent = config.hostAppName
  const logo = $<HTMLImageElement>('logo')
  if (config.hostLogoUrl && /^https?:\/\//i.test(config.hostLogoUrl)) {
    logo.src = config.hostLogoUrl
    logo.alt = `${config.hostAppName ?? 'Host'} logo`
    logo.hidden = false
  }
  // closeable=false: the user cannot close the widget from inside it.
  const userCanClose = config.closeable && !config.hideExitButton
  const exit = $('exit')
  if (!userCanClose) exit.remove()
  else exit.addEventListener('click', () => channel.post('WIDGET_CLOSE', null))
  const dialog = $<HTMLDialogElement>('closeDialog')
  let hostAsked = false
  const askToClose = (fromHost: boolean) => {
    hostAsked = fromHost
    if (!dialog.open) dialog.showModal()
  }
  dialog.addEventListener('close', () => {
    const confirmed = dialog.returnValue === 'close'
    dialog.returnValue = ''
    if (hostAsked) {
      channel.post(
        confirmed ? 'WIDGET_CLOSE_REQUEST_CONFIRMED' : 'WIDGET_CLOSE_REQUEST_CANCELLED',
        null,
      )
    } else if (confirmed) channel.post('WIDGET_CLOSE', null)
    hostAsked = false
  })
  const overlay = isOverlayVariant(config.variant)
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && overlay && userCanClose && !dialog.open) {
      // Without this, the same key press would also cancel the dialog it opens.
      event.preventDefault()
      // As the production widget does: tell the host, whose SDK asks the user (the official SDK
      // draws its own modal; rampkit asks this widget back). Alone, ask directly.
      if (channel.connected) channel.post('WIDGET_CLOSE_REQUEST', null)
      else askToClose(false)
    }
  })
  // The wallet address: given by the configuration, asked of the host, or typed by the user.
  const addressInput = $<HTMLInputElement>('address')
  const addressNote = $('addressNote')
  const setAddressNote = (text: string) => {
    addressNote.textContent = text
    addressNote.hidden = text === ''
  }
  /** The address an answer of the host put in the field (the user's own typing wins). */
  let filledAddress: string | undefined
  const accounts = createAccountRequests((payload) =>
    channel.post('REQUEST_CRYPTO_ACCOUNT', payload),
  )
  const asksForAccount = config.userAddress === undefined && channel.connected
  const hostName = config.hostAppName ?? 'The host app'

  let onSendResult: ((payload: SendCryptoAnswer) => void) | undefined
  channel.listen((message) => {
    if (message.type === 'WIDGET_CLOSE_REQUEST') {
      // Nothing to ask the user when they may not close it: the host keeps the widget open.
      if (config.closeable) askToClose(true)
      else channel.post('WIDGET_CLOSE_REQUEST_CANCELLED', null)
    }
    if (message.type === 'SEND_CRYPTO_RESULT' && message.eventVersion === 1) {
      onSendResult?.((message.payload ?? {}) as SendCryptoAnswer)
    }
    if (message.type === 'REQUEST_CRYPTO_ACCOUNT_RESULT') {
      const outcome = accounts.answer(message.payload)
      if (outcome?.kind === 'account') {
        const typed = addressInput.value.trim()
        if (typed === '' || addressInput.value === filledAddress) {
          addressInput.value = outcome.address
          filledAddress = outcome.address
          setAddressNote(
            outcome.name
              ? `Address of ${outcome.name}, from ${hostName}.`
              : `Address from ${hostName}.`,
          )
        } else setAddressNote('')
      } else if (outcome?.kind === 'none') {
        setAddressNote(`${hostName} gave no address: type it in.`)
      }
    }
  })

  /** Asks the host for the account of the asset selected now (on-ramp only). */
  const requestAccount = () => {
    if (!asksForAccount) return
    if (state.flow !== 'ONRAMP' || !state.asset) {
      accounts.forget()
      setAddressNote('')
      return
    }
    if (!accounts.ask(state.asset)) return
    // An address the host gave for another asset does not fit this one.
    if (filledAddress !== undefined && addressInput.value === filledAddress) addressInput.value = ''
    filledAddress = undefined
    setAddressNote(`Asking ${hostName} for your address (or type it)…`)
  }

  const fail = (code: string, message: string) => {
    setError(message)
    setStatus('The widget cannot start.')
    channel.post('WIDGET_CONFIG_FAILED', { code, message })
  }
  if (problems.length > 0) return fail('INVALID_CONFIG', problems.join('; '))

  let countries: CountryInfo[]
  try {
    const assets = await request<{ enabledFeatures?: string[] }>(
      `${api}/host-api/v3/assets?hostApiKey=${encodeURIComponent(key)}`,
    )
    // Only a known key gets enabledFeatures (spec 2.1): that is the key check.
    if (!Array.isArray(assets.enabledFeatures)) {
      return fail('UNKNOWN_API_KEY', 'This hostApiKey is not accepted by the sandbox.')
    }
    countries = await request<CountryInfo[]>(`${api}/host-api/countries`)
  } catch (error) {
    return fail('API_UNAVAILABLE', `The sandbox API is not reachable: ${(error as Error).message}`)
  }

  const select = (id: string, options: [string, string][], value: string | undefined) => {
    const element = $<HTMLSelectElement>(id)
    element.replaceChildren(
      ...options.map(
        ([optionValue, label]) => new Option(label, optionValue, false, optionValue === value),
      ),
    )
    return element
  }
  const state = {
    flow: config.defaultFlow as Flow,
    country:
      countries.find((c) => c.code === config.selectedCountryCode?.toLowerCase()) ?? countries[0]!,
    assets: [] as Asset[],
    asset: undefined as Asset | undefined,
    currencies: [] as string[],
    currency: undefined as string | undefined,
    amount: 100,
    /** Quote by `swapAmount` until the user types an amount. */
    byCrypto: config.swapAmount !== undefined && config.fiatValue === undefined,
    quotes: {} as Record<string, QuoteResultForMethod>,
    /** Methods the amount misses, by name: their limit in words (shown, not choosable). */
    limits: {} as Record<string, string>,
    method: undefined as string | undefined,
    first: true,
    sequence: 0,
  }

  select(
    'country',
    countries.map((c) => [c.code, c.name]),
    state.country.code,
  )
  for (const radio of doc.querySelectorAll<HTMLInputElement>('input[name=flow]')) {
    const enabled = config.enabledFlows.includes(radio.value as Flow)
    radio.closest('label')!.hidden = !enabled
    radio.checked = radio.value === state.flow
  }
  $('flows').hidden = config.enabledFlows.length < 2
  addressInput.value = config.userAddress ?? ''
  $<HTMLInputElement>('email').value = config.userEmailAddress ?? ''

  const assetId = (asset: Asset) => `${asset.chain}_${asset.symbol}`
  const quoteBody = (currency: string, amount: number) => ({
    cryptoAssetSymbol: assetId(state.asset!),
    fiatCurrency: currency,
    userCountryCode: state.country.code.toUpperCase(),
    ...(state.byCrypto ? { cryptoAmount: config.swapAmount } : { fiatValue: amount }),
  })
  const quoteUrl = () =>
    `${api}/host-api/v3/${state.flow.toLowerCase()}/quote/all?hostApiKey=${encodeURIComponent(key)}`
  const methodsOf = (result: Record<string, unknown>) => {
    const methods = { ...result }
    delete methods.asset
    return methods as Record<string, QuoteResultForMethod>
  }

  function renderMethods() {
    const asset = state.asset!
    const legend = state.flow === 'ONRAMP' ? 'Payment method' : 'Payout method'
    $('methodsLegend').textContent = legend
    const rows = Object.entries(state.quotes).map(([name, quote]) => {
      const crypto = `${fromBaseUnits(quote.cryptoAmount, asset.decimals)} ${asset.symbol}`
      const fiat = `${quote.fiatValue.toFixed(2)} ${state.currency}`
      const label = doc.createElement('label')
      const radio = doc.createElement('input')
      radio.type = 'radio'
      radio.name = 'method'
      radio.value = name
      radio.checked = name === state.method
      radio.addEventListener('change', () => {
        state.method = name
      })
      // Quoted at the limit the amount misses: that limit, not a price for the amount.
      const limit = state.limits[name]
      radio.disabled = limit !== undefined
      // Named as people read them, as the real widget does ("Card", not CARD_PAYMENT).
      const shown = methodLabel(name)
      label.append(
        radio,
        limit !== undefined
          ? ` ${shown}: ${limit} (not available for this amount)`
          : state.flow === 'ONRAMP'
            ? ` ${shown}: pay ${fiat}, get ${crypto} (fee ${quote.appliedFee.toFixed(2)})`
            : ` ${shown}: sell ${crypto}, receive ${fiat} (fee ${quote.appliedFee.toFixed(2)})`,
      )
      return label
    })
    const legendElement = $('methodsLegend')
    $('methods').replaceChildren(legendElement, ...rows)
  }

  async function quote() {
    const sequence = ++state.sequence
    confirm.disabled = true
    setError('')
    setStatus('Getting quotes…')
    try {
      let quotes = methodsOf(await request(quoteUrl(), quoteBody(state.currency!, state.amount)))
      // A preset payment method the currency lacks: switch to a currency it takes (spec 2.11),
      // recalculating the fiat value into it.
      const preset = state.flow === 'ONRAMP' && state.first ? config.paymentMethodType : undefined
      if (preset && !quotes[preset]) {
        for (const currency of state.currencies) {
          if (currency === state.currency) continue
          const amount = convertFiat(state.amount, state.currency!, currency, state.asset!.price)
          const other = methodsOf(await request(quoteUrl(), quoteBody(currency, amount)))
          if (other[preset]) {
            quotes = other
            state.currency = currency
            state.amount = amount
            $<HTMLSelectElement>('currency').value = currency
            break
          }
        }
      }
      if (sequence !== state.sequence) return
      const names = Object.keys(quotes)
      const { limits, method } = chooseMethod(
        quotes,
        state.byCrypto ? { cryptoAmount: config.swapAmount } : { fiatValue: state.amount },
        state.flow === 'ONRAMP' ? 'onramp' : 'offramp',
        state.method,
        preset,
      )
      state.quotes = quotes
      state.limits = limits
      state.method = method
      if (state.byCrypto && state.method) state.amount = quotes[state.method]!.fiatValue
      amountInput.value = String(state.amount)
      renderMethods()
      confirm.disabled = state.method === undefined
      setStatus(
        names.length === 0
          ? 'No method takes this currency.'
          : state.method === undefined
            ? 'No method takes this amount.'
            : 'Quotes are ready.',
      )
    } catch (error) {
      if (sequence !== state.sequence) return
      state.quotes = {}
      state.limits = {}
      renderMethods()
      setStatus('No quote.')
      setError((error as Error).message)
    }
  }

  async function loadFlow() {
    setStatus('Loading assets…')
    const path = state.flow === 'ONRAMP' ? 'v3/assets' : 'v3/offramp/assets'
    const [{ assets }, currencies] = await Promise.all([
      request<{ assets: Asset[] }>(`${api}/host-api/${path}`),
      request<ActiveTransactionCurrency[]>(
        `${api}/host-api/v3/currencies?countryCode=${state.country.code}`,
      ),
    ])
    const list = state.flow === 'ONRAMP' ? config.swapAsset : config.offrampAsset
    state.assets = offeredAssets(assets, list, state.country.supportedAssets)
    const wanted = state.asset
      ? assetId(state.asset)
      : defaultAssetId(state.assets, list, config.defaultAsset)
    state.asset = state.assets.find((asset) => assetId(asset) === wanted) ?? state.assets[0]
    select(
      'asset',
      state.assets.map((a) => [assetId(a), `${a.name} (${a.symbol} on ${a.chain})`]),
      wanted,
    )
    state.currencies = currencies
      .filter((c) => (state.flow === 'ONRAMP' ? c.onrampAvailable : c.offrampAvailable))
      .map((c) => c.fiatCurrency)
    const previous = state.currency
    if (state.first || !previous || !state.currencies.includes(previous)) {
      const wantedCurrency = state.first ? config.fiatCurrency : previous
      const picked = pickCurrency(state.currencies, wantedCurrency, state.country.mainCurrencyCode)
      state.currency = picked.code
      if (state.first && config.fiatValue !== undefined) {
        state.amount =
          picked.fellBack && config.fiatCurrency && state.asset && picked.code
            ? convertFiat(
                config.fiatValue,
                config.fiatCurrency.toUpperCase(),
                picked.code,
                state.asset.price,
              )
            : config.fiatValue
      }
    }
    select(
      'currency',
      state.currencies.map((c) => [c, c]),
      state.currency,
    )
    $('addressField').hidden = state.flow !== 'ONRAMP'
    requestAccount()
    confirm.textContent = state.flow === 'ONRAMP' ? 'Confirm purchase' : 'Confirm sale'
    if (!state.asset || !state.currency) {
      state.quotes = {}
      state.limits = {}
      renderMethods()
      confirm.disabled = true
      setStatus('')
      setError(
        `No assets can be ${state.flow === 'ONRAMP' ? 'bought' : 'sold'} in ${state.country.name}.`,
      )
      return
    }
    await quote()
    state.first = false
  }

  const run = (task: () => Promise<void>) => {
    task().catch((error: Failure) => setError(error.message))
  }
  for (const radio of doc.querySelectorAll<HTMLInputElement>('input[name=flow]')) {
    radio.addEventListener('change', () => {
      state.flow = radio.value as Flow
      state.asset = undefined
      state.method = undefined
      run(loadFlow)
    })
  }
  $('country').addEventListener('change', (event) => {
    state.country = countries.find((c) => c.code === (event.target as HTMLSelectElement).value)!
    state.asset = undefined
    run(loadFlow)
  })
  $('asset').addEventListener('change', (event) => {
    const id = (event.target as HTMLSelectElement).value
    state.asset = state.assets.find((asset) => assetId(asset) === id)
    requestAccount()
    run(quote)
  })
  $('currency').addEventListener('change', (event) => {
    state.currency = (event.target as HTMLSelectElement).value
    state.method = undefined
    run(quote)
  })
  let typing: ReturnType<typeof setTimeout> | undefined
  amountInput.addEventListener('input', () => {
    clearTimeout(typing)
    const value = Number(amountInput.value)
    if (!(value > 0)) {
      confirm.disabled = true
      setError('Enter an amount above zero.')
      return
    }
    state.amount = value
    state.byCrypto = false
    typing = setTimeout(() => run(quote), 250)
  })

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    run(async () => {
      const address = addressInput.value.trim()
      if (state.flow === 'ONRAMP' && address === '') {
        setError('Enter the wallet address that receives the crypto.')
        $('address').focus()
        return
      }
      const quoteNow = state.quotes[state.method ?? '']
      if (!quoteNow || state.limits[state.method ?? ''] !== undefined || !state.asset) return
      confirm.disabled = true
      setStatus('Creating…')
      const common = {
        hostApiKey: key,
        cryptoAssetSymbol: assetId(state.asset),
        fiatCurrency: state.currency,
        ...(state.byCrypto ? { cryptoAmount: config.swapAmount } : { fiatValue: state.amount }),
      }
      try {
        if (state.flow === 'ONRAMP') await buy(common, address)
        else await sell(common)
      } catch (error) {
        confirm.disabled = false
        setStatus('Not created.')
        setError((error as Error).message)
      }
    })
  })

  function finished(title: string, text: string) {
    form.hidden = true
    $('doneTitle').textContent = title
    $('doneText').textContent = text
    $('done').hidden = false
    setError('')
  }

  async function buy(common: Record<string, unknown>, receiverAddress: string) {
    const created = await request<PurchaseCreatedPayload>(`${widgetApi}purchases`, {
      ...common,
      paymentMethodType: state.method,
      receiverAddress,
      ...(config.webhookStatusUrl ? { webhookStatusUrl: config.webhookStatusUrl } : {}),
    })
    channel.post('PURCHASE_CREATED', created)
    const { purchase } = created
    const crypto = `${fromBaseUnits(purchase.cryptoAmount, state.asset!.decimals)} ${state.asset!.symbol}`
    finished(
      'Purchase created',
      `Purchase ${purchase.id}: ${crypto} for ${purchase.fiatValue.toFixed(2)} ${purchase.fiatCurrency}.`,
    )
    setStatus('Purchase created.')
    // A window of its own: opened by the host (hosted variants), or loaded as such.
    const hosted = win.parent === win && (win.opener !== null || isHostedVariant(config.variant))
    if (hosted && config.finalUrl && /^https?:\/\//i.test(config.finalUrl)) {
      win.location.assign(config.finalUrl)
    }
  }

  async function sell(common: Record<string, unknown>) {
    const created = await request<SaleCreatedPayload & { depositAddress: string }>(
      `${widgetApi}sales`,
      {
        ...common,
        payoutMethodType: state.method,
        ...(config.offrampWebhookV3Url ? { offrampWebhookV3Url: config.offrampWebhookV3Url } : {}),
      },
    )
    const { depositAddress, ...event } = created
    channel.post('OFFRAMP_SALE_CREATED', event)
    const { sale } = created
    const crypto = `${fromBaseUnits(sale.crypto.amount, state.asset!.decimals)} ${state.asset!.symbol}`
    finished(
      'Sale created',
      `Sale ${sale.id}: send ${crypto} to ${depositAddress} to receive ${sale.fiat.amount.toFixed(2)} ${sale.fiat.currencySymbol}.`,
    )
    setStatus('Sale created.')
    if (!usesSendCrypto(config) || !channel.connected) return
    const send = $<HTMLButtonElement>('send')
    send.hidden = false
    send.addEventListener('click', () => {
      send.disabled = true
      setError('')
      setStatus('Waiting for your wallet…')
      onSendResult = (result) => {
        onSendResult = undefined
        if (typeof result.txHash === 'string' && result.txHash !== '') {
          send.hidden = true
          setStatus(`Sent: transaction ${result.txHash}`)
        } else {
          send.disabled = false
          setStatus('Not sent.')
          setError(`Sending failed: ${result.error ?? 'no transaction hash'}`)
        }
      }
      const request: SendCryptoPayload = {
        assetInfo: sale.crypto.assetInfo,
        amount: sale.crypto.amount,
        address: depositAddress,
      }
      channel.post('SEND_CRYPTO', request, 1)
    })
  }

  try {
    form.hidden = false
    await loadFlow()
  } catch (error) {
    return fail('API_UNAVAILABLE', `The sandbox API is not reachable: ${(error as Error).message}`)
  }
  channel.post('WIDGET_CONFIG_DONE', null)
}
