// Quotes in the stand-in widget's state (pure; see ./widgetState.ts): asking, the answer, and
// what it leaves selected.
import type { QuoteResultForMethod } from '@rampkit/core'
import { convertFiat } from '../choose.js'
import { chooseMethod } from '../methodChoice.js'
import { amountAsked } from './requestBodies.js'
import type { WidgetState } from './widgetState.js'

/** A quote request starts: from now on, answers to the earlier ones are stale. */
export function quoteStarted(state: WidgetState): WidgetState {
  return { ...state, quoteSequence: state.quoteSequence + 1 }
}

/** The configuration's `paymentMethodType`, while it applies: on-ramp, before the presets are used up. */
export function presetMethod(
  state: WidgetState,
  paymentMethodType: string | undefined,
): string | undefined {
  return state.flow === 'ONRAMP' && state.presetsApply ? paymentMethodType : undefined
}

/** The amount converted from the selected currency into `currency`, through the asset's prices. */
export function fiatValueIn(state: WidgetState, currency: string): number {
  if (state.asset === undefined || state.currency === undefined) return state.fiatValue
  return convertFiat(state.fiatValue, state.currency, currency, state.asset.price)
}

/**
 * The preset method is quoted in `currency` (the selected one lacks it, spec 2.11): the state
 * moves to that currency, with `fiatValue` the amount converted into it.
 */
export function presetCurrencyFound(
  state: WidgetState,
  currency: string,
  fiatValue: number,
): WidgetState {
  return { ...state, currency, fiatValue }
}

/**
 * A quote's methods arrived: which the amount misses (shown with their limit), and which is
 * selected (the user's, else `preset`, else the best; see ../methodChoice.ts). Quoting by
 * `swapAmount`, the amount becomes the fiat value of the selected method's quote.
 */
export function quotesReceived(
  state: WidgetState,
  quotes: Record<string, QuoteResultForMethod>,
  preset: string | undefined,
): WidgetState {
  const { limits, method } = chooseMethod(
    quotes,
    amountAsked(state),
    state.flow === 'ONRAMP' ? 'onramp' : 'offramp',
    state.method,
    preset,
  )
  const selected = method === undefined ? undefined : quotes[method]
  const fiatValue =
    state.cryptoAmount !== undefined && selected ? selected.fiatValue : state.fiatValue
  return { ...state, quotes, limits, method, fiatValue }
}

/** No quote to show (it failed, or there is nothing to quote). */
export function quotesCleared(state: WidgetState): WidgetState {
  return { ...state, quotes: {}, limits: {} }
}

/** The first quote of a flow with something to trade is done: the presets no longer apply. */
export function presetsUsed(state: WidgetState): WidgetState {
  return { ...state, presetsApply: false }
}

/** The status line once quotes are shown. */
export function quoteStatus(state: WidgetState): string {
  if (Object.keys(state.quotes).length === 0) return 'No method takes this currency.'
  if (state.method === undefined) return 'No method takes this amount.'
  return 'Quotes are ready.'
}
