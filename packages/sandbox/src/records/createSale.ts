import { saleAssetInfo } from '../catalog/views.js'
import { centsToNumber } from '../pricing/money.js'
import type { QuoteAmount } from '../pricing/quoteModel.js'
import { cheapestMethod, priceQuote } from '../pricing/quotes.js'
import { resolveAsset, resolveFiat } from '../pricing/resolve.js'
import { randomId, randomToken } from '../random.js'
import type { SandboxState } from '../state.js'
import type { SaleRecord } from '../store.js'
import type { ServiceSale } from '../types.js'

/**
 * What `createSale` takes: the asset (`<CHAIN>_<SYMBOL>`), currency, amount (fiat cents or crypto
 * base units, as bigints) and optional payout method, API key and webhook URL.
 */
export interface CreateSaleInput {
  cryptoAssetSymbol: string
  fiatCurrency: string
  amount: QuoteAmount
  /** Default: the payout method with the lowest fee for this currency. */
  payoutMethodType?: string
  hostApiKey?: string
  /** Recorded for webhook delivery (the stand-in widget passes its config's value). */
  offrampWebhookV3Url?: string
}

/** Creates a sale priced with the off-ramp quote model, stores it and returns its record. */
export function createSale(state: SandboxState, input: CreateSaleInput): SaleRecord {
  const { catalog } = state
  const asset = resolveAsset(catalog, input.cryptoAssetSymbol, 'offramp')
  const fiat = resolveFiat(catalog, input.fiatCurrency, 'offramp')
  const time = state.now()
  const quote = priceQuote(
    catalog,
    state.snapshot(),
    { flow: 'offramp', asset, fiat, amount: input.amount },
    input.payoutMethodType === undefined
      ? {}
      : { only: { name: input.payoutMethodType, field: 'payoutMethodType' } },
  )
  const method = cheapestMethod(quote)
  const createdAt = new Date(time).toISOString()
  const sale: ServiceSale = {
    id: randomId(),
    purchaseViewToken: randomToken(),
    createdAt,
    crypto: { amount: String(method.cryptoUnits), assetInfo: saleAssetInfo(catalog, asset) },
    fiat: { amount: centsToNumber(method.fiatCents), currencySymbol: fiat.code },
  }
  const record: SaleRecord = {
    sale,
    assetId: asset.id,
    payoutMethodType: method.method,
    baseServiceFee: centsToNumber(method.baseFeeCents),
    appliedFee: centsToNumber(method.appliedFeeCents),
    status: 'CREATED',
    updatedAt: createdAt,
  }
  if (input.hostApiKey !== undefined) record.hostApiKey = input.hostApiKey
  if (input.offrampWebhookV3Url !== undefined)
    record.offrampWebhookV3Url = input.offrampWebhookV3Url
  state.store.addSale(record)
  return record
}
