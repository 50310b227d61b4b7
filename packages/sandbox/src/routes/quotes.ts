import { Hono } from 'hono'
import { assetInfo, offrampAssetInfo, publicAssetDetails } from '../catalog/views.js'
import { centsToNumber, microToNumber } from '../pricing/money.js'
import { cheapestMethod, type PricedMethod, priceQuote } from '../pricing/quotes.js'
import { assertAssetInCountry, resolveAsset, resolveFiat } from '../pricing/resolve.js'
import type { SandboxState } from '../state.js'
import { QueryReader } from '../validation/query.js'
import { parseLegacyQuoteBody, parseQuoteBody } from '../validation/quoteBody.js'
import { readJsonBody } from '../validation/readJsonBody.js'
import { allowOnly, requireApiKey, viewContext } from './shared.js'

// A method the amount misses carries the same spec fields (2.8), quoted at the limit it missed
// (its smallest or largest purchase): see "Methods outside their limits" in the README.
function methodResult(fiatCurrency: string, m: PricedMethod) {
  return {
    fiatCurrency,
    cryptoAmount: String(m.cryptoUnits),
    fiatValue: centsToNumber(m.fiatCents),
    baseServiceFee: centsToNumber(m.baseFeeCents),
    appliedFee: centsToNumber(m.appliedFeeCents),
  }
}

/** POST quotations: V3 on-ramp, V3 off-ramp and legacy (spec 4.5, 4.6, 4.10). */
export function quoteRoutes(state: SandboxState): Hono {
  const app = new Hono()
  const { catalog } = state

  for (const flow of ['onramp', 'offramp'] as const) {
    const path = `/host-api/v3/${flow}/quote/all`
    app.post(path, async (c) => {
      requireApiKey(state, new QueryReader(c.req.url))
      const body = parseQuoteBody(await readJsonBody(c.req.raw))
      const asset = resolveAsset(catalog, body.cryptoAssetSymbol, flow)
      const fiat = resolveFiat(catalog, body.fiatCurrency, flow)
      assertAssetInCountry(catalog, asset, body.userCountryCode)
      const ctx = viewContext(state, c)
      const quote = priceQuote(catalog, ctx.snapshot, { flow, asset, fiat, amount: body.amount })
      const result: Record<string, unknown> = {
        asset:
          flow === 'onramp'
            ? assetInfo(ctx, asset, fiat, 'v3')
            : offrampAssetInfo(ctx, asset, fiat),
      }
      for (const m of quote.methods) result[m.method] = methodResult(fiat.code, m)
      return c.json(result)
    })
    allowOnly(app, path, ['POST'])
  }

  app.post('/host-api/quote', async (c) => {
    requireApiKey(state, new QueryReader(c.req.url))
    const body = parseLegacyQuoteBody(await readJsonBody(c.req.raw))
    const asset = resolveAsset(catalog, body.cryptoAssetSymbol, 'onramp', true)
    const fiat = resolveFiat(catalog, body.fiatCurrency, 'onramp')
    const quote = priceQuote(
      catalog,
      state.snapshot(),
      { flow: 'onramp', asset, fiat, amount: body.amount },
      body.paymentMethodType === undefined
        ? { legacyOnly: true }
        : { only: { name: body.paymentMethodType, field: 'paymentMethodType' } },
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
  })
  allowOnly(app, '/host-api/quote', ['POST'])
  return app
}
