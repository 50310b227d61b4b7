import { publicAssetDetails } from '../catalog/views.js'
import { SandboxError } from '../errors.js'
import { centsToNumber, microToNumber } from '../pricing/money.js'
import type { QuoteAmount } from '../pricing/quoteModel.js'
import { cheapestMethod, priceQuote } from '../pricing/quotes.js'
import { resolveAsset, resolveFiat } from '../pricing/resolve.js'
import { randomId, randomToken } from '../random.js'
import type { SandboxState } from '../state.js'
import type { PurchaseRecord } from '../store.js'
import type { ServicePurchase } from '../types.js'

/**
 * What `createPurchase` takes: the asset (`<CHAIN>_<SYMBOL>`), currency, amount (fiat cents or
 * crypto base units, as bigints), receiver address and optional payment method, API key and webhook
 * URL.
 */
export interface CreatePurchaseInput {
  cryptoAssetSymbol: string
  fiatCurrency: string
  amount: QuoteAmount
  /** Default: the method with the lowest fee for this currency. */
  paymentMethodType?: string
  receiverAddress: string
  hostApiKey?: string
  /** Recorded for webhook delivery (the stand-in widget passes its config's value). */
  webhookStatusUrl?: string
}

/** How long a new purchase stays open (`endTime`). */
export const PURCHASE_WINDOW_MS = 30 * 60 * 1000

/**
 * Creates a purchase priced with the quote model, status `INITIALIZED`, stores it and
 * returns its record. Throws `SandboxError` for an unknown asset, currency or method, an
 * address that does not fit the chain, or an amount outside the limits.
 */
export function createPurchase(state: SandboxState, input: CreatePurchaseInput): PurchaseRecord {
  const { catalog } = state
  const asset = resolveAsset(catalog, input.cryptoAssetSymbol, 'onramp')
  const fiat = resolveFiat(catalog, input.fiatCurrency, 'onramp')
  const chain = catalog.chain(asset.chain)
  if (chain && !chain.addressPattern.test(input.receiverAddress)) {
    throw new SandboxError('INVALID_REQUEST', `receiverAddress is not a ${chain.name} address`, {
      fields: [{ path: 'receiverAddress', message: `must be a ${chain.name} address` }],
    })
  }
  const time = state.now()
  const quote = priceQuote(
    catalog,
    state.snapshot(),
    { flow: 'onramp', asset, fiat, amount: input.amount },
    input.paymentMethodType === undefined
      ? {}
      : { only: { name: input.paymentMethodType, field: 'paymentMethodType' } },
  )
  const method = cheapestMethod(quote)
  const createdAt = new Date(time).toISOString()
  const purchase: ServicePurchase = {
    id: randomId(),
    endTime: new Date(time + PURCHASE_WINDOW_MS).toISOString(),
    asset: publicAssetDetails(catalog, asset),
    cryptoAmount: String(method.cryptoUnits),
    fiatCurrency: fiat.code,
    fiatValue: centsToNumber(method.fiatCents),
    assetExchangeRate: microToNumber(quote.priceMicro),
    assetExchangeRateEur: microToNumber(quote.priceEurMicro),
    baseServiceFee: centsToNumber(method.baseFeeCents),
    networkFee: centsToNumber(method.networkFeeCents),
    appliedFee: centsToNumber(method.appliedFeeCents),
    purchaseViewToken: randomToken(),
    receiverAddress: input.receiverAddress,
    createdAt,
    updatedAt: createdAt,
    status: 'INITIALIZED',
    finalTxHash: null,
    paymentMethodType: method.method,
  }
  const record: PurchaseRecord = { purchase, assetId: asset.id }
  if (input.hostApiKey !== undefined) record.hostApiKey = input.hostApiKey
  if (input.webhookStatusUrl !== undefined) record.webhookStatusUrl = input.webhookStatusUrl
  state.store.addPurchase(record)
  return record
}
