// The stand-in widget's buy / sell form (part of its browser module, bundled from ./main.ts):
// holds the state (./state/), moves it on the user's input and the sandbox's answers, and
// redraws the page from it (./render.ts).
import type { CountryInfo } from '@rampkit/core'
import type { Flow } from './readWidgetConfig.js'
import {
  nothingToTradeMessage,
  renderFlow,
  renderMethods,
  renderStartingForm,
  showError,
  showQuotes,
  showStatus,
} from './render.js'
import { flowLoaded } from './state/flowLoaded.js'
import {
  fiatValueIn,
  presetCurrencyFound,
  presetMethod,
  presetsUsed,
  quoteStarted,
  quotesCleared,
  quotesReceived,
} from './state/quotes.js'
import {
  isConfirmable,
  purchaseRequestBody,
  quoteRequestBody,
  saleRequestBody,
} from './state/requestBodies.js'
import {
  amountTyped,
  assetChosen,
  countryChosen,
  currencyChosen,
  flowChosen,
  methodChosen,
  readTypedAmount,
} from './state/userChoices.js'
import { initialState, type WidgetState } from './state/widgetState.js'
import { buy, sell, type TradeContext } from './trade.js'
import type { WalletAddress } from './walletAddress.js'

/** How long the amount field stays quiet before its amount is quoted. */
const TYPING_PAUSE_MS = 250

export interface TradeForm {
  /** Loads the selected flow and quotes it; rejects when the sandbox cannot be reached. */
  loadFlow(): Promise<void>
}

/**
 * Draws the form's starting state and wires its controls. Throws when `countries` is empty.
 */
export function createTradeForm(
  context: TradeContext,
  walletAddress: WalletAddress,
  countries: CountryInfo[],
): TradeForm {
  const { page, api, config } = context
  // Transitions replace the state; code after an `await` reads it afresh (the user may have
  // acted meanwhile).
  let state: WidgetState = initialState(config, countries)
  renderStartingForm(page, config, state)
  const onMethodChosen = (method: string) => {
    state = methodChosen(state, method)
  }

  async function quote(): Promise<void> {
    state = quoteStarted(state)
    const sequence = state.quoteSequence
    page.confirm.disabled = true
    showError(page, '')
    showStatus(page, 'Getting quotes…')
    try {
      let quotes = await api.quotes(state.flow, quoteRequestBody(state))
      // A preset payment method the currency lacks: switch to a currency it takes (spec 2.11),
      // recalculating the fiat value into it.
      const preset = presetMethod(state, config.paymentMethodType)
      if (preset && !quotes[preset]) {
        for (const currency of state.currencies) {
          if (currency === state.currency) continue
          const fiatValue = fiatValueIn(state, currency)
          const other = await api.quotes(state.flow, quoteRequestBody(state, currency, fiatValue))
          if (other[preset]) {
            quotes = other
            state = presetCurrencyFound(state, currency, fiatValue)
            page.currency.value = currency
            break
          }
        }
      }
      if (sequence !== state.quoteSequence) return
      state = quotesReceived(state, quotes, preset)
      showQuotes(page, state, onMethodChosen)
    } catch (error) {
      if (sequence !== state.quoteSequence) return
      state = quotesCleared(state)
      renderMethods(page, state, onMethodChosen)
      showStatus(page, 'No quote.')
      showError(page, (error as Error).message)
    }
  }

  async function loadFlow(): Promise<void> {
    showStatus(page, 'Loading assets…')
    const [assets, currencies] = await Promise.all([
      api.assets(state.flow),
      api.currencies(state.country.code),
    ])
    state = flowLoaded(state, config, assets, currencies)
    renderFlow(page, state)
    walletAddress.requestAccountFor(state)
    if (!state.asset || !state.currency) {
      state = quotesCleared(state)
      renderMethods(page, state, onMethodChosen)
      page.confirm.disabled = true
      showStatus(page, '')
      showError(page, nothingToTradeMessage(state))
      return
    }
    await quote()
    state = presetsUsed(state)
  }

  async function confirm(): Promise<void> {
    const receiverAddress = page.address.value.trim()
    if (state.flow === 'ONRAMP' && receiverAddress === '') {
      showError(page, 'Enter the wallet address that receives the crypto.')
      page.address.focus()
      return
    }
    const chosen = state
    if (!isConfirmable(chosen)) return
    page.confirm.disabled = true
    showStatus(page, 'Creating…')
    try {
      if (chosen.flow === 'ONRAMP') {
        await buy(context, purchaseRequestBody(chosen, config, receiverAddress), chosen.asset)
      } else await sell(context, saleRequestBody(chosen, config), chosen.asset)
    } catch (error) {
      page.confirm.disabled = false
      showStatus(page, 'Not created.')
      showError(page, (error as Error).message)
    }
  }

  // Input handlers start tasks without awaiting them: a task's failure shows as the error.
  const run = (task: () => Promise<void>) => {
    task().catch((error: Error) => showError(page, error.message))
  }
  for (const radio of page.flowRadios) {
    radio.addEventListener('change', () => {
      state = flowChosen(state, radio.value as Flow)
      run(loadFlow)
    })
  }
  page.country.addEventListener('change', () => {
    state = countryChosen(state, page.country.value)
    run(loadFlow)
  })
  page.asset.addEventListener('change', () => {
    state = assetChosen(state, page.asset.value)
    walletAddress.requestAccountFor(state)
    run(quote)
  })
  page.currency.addEventListener('change', () => {
    state = currencyChosen(state, page.currency.value)
    run(quote)
  })
  let typing: ReturnType<typeof setTimeout> | undefined
  page.amount.addEventListener('input', () => {
    clearTimeout(typing)
    const fiatValue = readTypedAmount(page.amount.value)
    if (fiatValue === undefined) {
      page.confirm.disabled = true
      showError(page, 'Enter an amount above zero.')
      return
    }
    state = amountTyped(state, fiatValue)
    typing = setTimeout(() => run(quote), TYPING_PAUSE_MS)
  })
  page.form.addEventListener('submit', (event) => {
    event.preventDefault()
    run(confirm)
  })

  return { loadFlow }
}
