// What the user's input does to the stand-in widget's state (pure; see ./widgetState.ts).
import type { Flow } from '../readWidgetConfig.js'
import { assetId, type WidgetState } from './widgetState.js'

/** Another flow: its assets load afresh, and no method is chosen in it yet. */
export function flowChosen(state: WidgetState, flow: Flow): WidgetState {
  return { ...state, flow, asset: undefined, method: undefined }
}

/**
 * Another country (by `code`, from the country list): its assets load afresh. A code the list
 * lacks changes nothing.
 */
export function countryChosen(state: WidgetState, code: string): WidgetState {
  const country = state.countries.find((candidate) => candidate.code === code)
  return country === undefined ? state : { ...state, country, asset: undefined }
}

/** Another asset, by id (`<CHAIN>_<SYMBOL>`) among those offered; an unknown id selects none. */
export function assetChosen(state: WidgetState, id: string): WidgetState {
  return { ...state, asset: state.assets.find((asset) => assetId(asset) === id) }
}

/** Another currency: the method is chosen again for the quotes in it. */
export function currencyChosen(state: WidgetState, currency: string): WidgetState {
  return { ...state, currency, method: undefined }
}

/** The amount field's text as an amount: a number above zero, else `undefined`. */
export function readTypedAmount(text: string): number | undefined {
  const value = Number(text)
  return value > 0 ? value : undefined
}

/** An amount the user typed: quotes ask for this fiat value from now on, no longer `swapAmount`. */
export function amountTyped(state: WidgetState, fiatValue: number): WidgetState {
  return { ...state, fiatValue, cryptoAmount: undefined }
}

/** A method the user chose among the quoted ones. */
export function methodChosen(state: WidgetState, method: string): WidgetState {
  return { ...state, method }
}
