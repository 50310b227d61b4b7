// What the stand-in widget's state asks the sandbox for (pure; see ./widgetState.ts and the
// bodies' types in ../api.ts).
import type {
  AmountAsked,
  PurchaseRequestBody,
  QuoteRequestBody,
  SaleRequestBody,
  TradeRequestBody,
} from '../api.js'
import type { StandInConfig } from '../readWidgetConfig.js'
import { type Asset, assetId, type WidgetState } from './widgetState.js'

/** A state whose selected method can be confirmed: an asset, and a method the amount does not miss. */
export type ConfirmableState = WidgetState & { asset: Asset; method: string }

/** `swapAmount` until the user types an amount, else the fiat value (`fiatValue` in place of the state's). */
export function amountAsked(state: WidgetState, fiatValue = state.fiatValue): AmountAsked {
  return state.cryptoAmount !== undefined ? { cryptoAmount: state.cryptoAmount } : { fiatValue }
}

/**
 * The quote request for the selected asset, country and currency; `currency` and `fiatValue`
 * ask in another currency instead (a preset method's). Throws when no asset is selected.
 */
export function quoteRequestBody(
  state: WidgetState,
  currency = state.currency,
  fiatValue = state.fiatValue,
): QuoteRequestBody {
  if (state.asset === undefined) throw new Error('No asset is selected.')
  return {
    cryptoAssetSymbol: assetId(state.asset),
    fiatCurrency: currency,
    userCountryCode: state.country.code.toUpperCase(),
    ...amountAsked(state, fiatValue),
  }
}

/** Whether the selected method has a quote the amount does not miss (it can be confirmed). */
export function isConfirmable(state: WidgetState): state is ConfirmableState {
  const { method } = state
  return (
    state.asset !== undefined &&
    method !== undefined &&
    state.quotes[method] !== undefined &&
    state.limits[method] === undefined
  )
}

function tradeRequestBody(state: ConfirmableState, hostApiKey: string): TradeRequestBody {
  return {
    hostApiKey,
    cryptoAssetSymbol: assetId(state.asset),
    fiatCurrency: state.currency,
    ...amountAsked(state),
  }
}

/** The purchase to create, to `receiverAddress`, with the configuration's webhook URL if any. */
export function purchaseRequestBody(
  state: ConfirmableState,
  config: Pick<StandInConfig, 'hostApiKey' | 'webhookStatusUrl'>,
  receiverAddress: string,
): PurchaseRequestBody {
  return {
    ...tradeRequestBody(state, config.hostApiKey ?? ''),
    paymentMethodType: state.method,
    receiverAddress,
    ...(config.webhookStatusUrl ? { webhookStatusUrl: config.webhookStatusUrl } : {}),
  }
}

/** The sale to create, with the configuration's webhook URL if any. */
export function saleRequestBody(
  state: ConfirmableState,
  config: Pick<StandInConfig, 'hostApiKey' | 'offrampWebhookV3Url'>,
): SaleRequestBody {
  return {
    ...tradeRequestBody(state, config.hostApiKey ?? ''),
    payoutMethodType: state.method,
    ...(config.offrampWebhookV3Url ? { offrampWebhookV3Url: config.offrampWebhookV3Url } : {}),
  }
}
