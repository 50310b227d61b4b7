import type { Handler } from 'hono'
import {
  assetInfo,
  offrampAssetInfo,
  publicAssetDetails,
  type ViewContext,
} from '../catalog/views.js'
import { centsToNumber, microToNumber } from '../pricing/money.js'
import type { QuoteBasis } from '../pricing/quoteBasis.js'
import {
  cheapestMethod,
  type PricedMethod,
  type PricedQuote,
  priceQuote,
} from '../pricing/quotes.js'
import type { Flow } from '../pricing/resolve.js'
import { assertAssetInCountry, resolveAsset, resolveFiat } from '../pricing/resolve.js'
import type { SandboxState } from '../state.js'
import { QueryReader } from '../validation/query.js'
import { parseLegacyQuoteBody, parseQuoteBody } from '../validation/quoteBody.js'
import { readRequestJsonObject } from '../validation/readRequestJsonObject.js'
import type { HostApiHandlers } from './hostApiRoute.js'
import { requireApiKey, viewContext } from './shared.js'

/**
 * The V3 quote answer `{ asset, [method]: result... }`, written as `JSON.stringify` would write
 * it, from the asset's JSON (serialised once per price step, asset, currency and origin).
 * A method the amount misses carries the same spec fields (2.8), quoted at the limit it missed
 * (its smallest or largest purchase): see "Methods outside their limits" in the README.
 */
function quoteJson(assetJson: string, fiatCurrency: string, methods: readonly PricedMethod[]) {
  const currency = JSON.stringify(fiatCurrency)
  let json = `{"asset":${assetJson}`
  for (const m of methods) {
    json +=
      `,${JSON.stringify(m.method)}:{"fiatCurrency":${currency},"cryptoAmount":"${m.cryptoUnits}",` +
      `"fiatValue":${centsJson(m.fiatCents)},"baseServiceFee":${centsJson(m.baseFeeCents)},` +
      `"appliedFee":${centsJson(m.appliedFeeCents)}}`
  }
  return `${json}}`
}

/** A cent amount as the JSON number `JSON.stringify` writes (a finite number's own text). */
function centsJson(cents: bigint): string {
  const value = centsToNumber(cents)
  return Number.isFinite(value) ? String(value) : 'null'
}

/** POST quotations: V3 on-ramp, V3 off-ramp and legacy (spec 4.5, 4.6, 4.10). */
export function quoteHandlers(
  state: SandboxState,
): Pick<HostApiHandlers, 'v3.getOnrampQuote' | 'v3.getOfframpQuote' | 'legacy.getQuote'> {
  const { catalog } = state
  // The asset's JSON by quote basis (price step, flow, asset, currency), then by origin (logo
  // URLs): a few origins per basis at most, since the client chooses its Host header.
  const assetViews = new WeakMap<QuoteBasis, Map<string, string>>()
  const assetJson = (ctx: ViewContext, flow: Flow, quote: PricedQuote): string => {
    let byOrigin = assetViews.get(quote.basis)
    if (byOrigin === undefined) {
      byOrigin = new Map()
      assetViews.set(quote.basis, byOrigin)
    }
    let json = byOrigin.get(ctx.origin)
    if (json === undefined) {
      if (byOrigin.size >= 16) byOrigin.clear()
      const { asset, fiat } = quote
      json = JSON.stringify(
        flow === 'onramp' ? assetInfo(ctx, asset, fiat, 'v3') : offrampAssetInfo(ctx, asset, fiat),
      )
      byOrigin.set(ctx.origin, json)
    }
    return json
  }

  const v3Quote =
    (flow: Flow): Handler =>
    async (c) => {
      requireApiKey(state, new QueryReader(c.req.url))
      const body = parseQuoteBody(await readRequestJsonObject(c.req.raw))
      const asset = resolveAsset(catalog, body.cryptoAssetSymbol, flow)
      const fiat = resolveFiat(catalog, body.fiatCurrency, flow)
      assertAssetInCountry(catalog, asset, body.userCountryCode)
      const ctx = viewContext(state, c)
      const quote = priceQuote(catalog, ctx.snapshot, { flow, asset, fiat, amount: body.amount })
      return c.body(quoteJson(assetJson(ctx, flow, quote), fiat.code, quote.methods), 200, {
        'Content-Type': 'application/json',
      })
    }

  const legacyQuote: Handler = async (c) => {
    requireApiKey(state, new QueryReader(c.req.url))
    const body = parseLegacyQuoteBody(await readRequestJsonObject(c.req.raw))
    const asset = resolveAsset(catalog, body.cryptoAssetSymbol, 'onramp', true)
    const fiat = resolveFiat(catalog, body.fiatCurrency, 'onramp')
    const quote = priceQuote(
      catalog,
      state.snapshot(),
      { flow: 'onramp', asset, fiat, amount: body.amount },
      body.paymentMethodType === undefined
        ? { legacyOnly: true }
        : { only: { name: body.paymentMethodType, field: 'paymentMethodType' }, legacyOnly: true },
    )
    const m = cheapestMethod(quote)
    return c.json({
      // the legacy model has no chains: it names the asset by its symbol (spec 2.5)
      cryptoAssetSymbol: asset.symbol,
      fiatCurrency: fiat.code,
      cryptoAmount: String(m.cryptoUnits),
      fiatValue: centsToNumber(m.fiatCents),
      paymentMethodType: m.method,
      asset: publicAssetDetails(catalog, asset),
      assetExchangeRate: microToNumber(quote.priceMicro),
      assetExchangeRateEur: microToNumber(quote.priceEurMicro),
      fiatExchangeRateEur: microToNumber(fiat.eurPerUnitMicro),
      baseServiceFee: centsToNumber(m.baseFeeCents),
      networkFee: centsToNumber(m.networkFeeCents),
      appliedFee: centsToNumber(m.appliedFeeCents),
    })
  }

  return {
    'v3.getOnrampQuote': v3Quote('onramp'),
    'v3.getOfframpQuote': v3Quote('offramp'),
    'legacy.getQuote': legacyQuote,
  }
}
