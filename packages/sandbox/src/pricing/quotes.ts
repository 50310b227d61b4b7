import type { Catalog } from '../catalog/catalog.js'
import { SandboxError } from '../errors.js'
import type { AssetFixture } from '../fixtures/assets.js'
import type { FiatFixture } from '../fixtures/currencies.js'
import type { MethodFixture } from '../fixtures/methods.js'
import { eurCentsTo } from './convert.js'
import { type FlowLimits, flowLimits } from './limits.js'
import { centsToNumber } from './money.js'
import { networkFeeCents } from './networkFee.js'
import type { PriceSnapshot } from './priceFeed.js'
import {
  type MethodPricing,
  type MethodQuote,
  type QuoteAmount,
  quoteOfframpMethod,
  quoteOnrampMethod,
} from './quoteModel.js'
import type { Flow } from './resolve.js'

export interface QuoteSubject {
  flow: Flow
  asset: AssetFixture
  fiat: FiatFixture
  amount: QuoteAmount
}

export interface PricedMethod extends MethodQuote {
  method: string
}

export interface PricedQuote extends QuoteSubject {
  /** Fiat micro-units per whole asset unit, the exact rate the quote used. */
  priceMicro: bigint
  priceEurMicro: bigint
  /** Every method that supports the currency and keeps the amount within limits. */
  methods: PricedMethod[]
}

type Failure = 'AMOUNT_TOO_LOW' | 'AMOUNT_TOO_HIGH'

export interface MethodFilter {
  /** Price only this method (an error names `field` when it does not take the currency). */
  only?: { name: string; field: string }
  /** Only methods the legacy quote knows (no PIX). */
  legacyOnly?: boolean
}

/**
 * Prices a quote for every method of the flow that accepts the currency (narrowed by `filter`).
 * Limits apply to each method's fiatValue: a method whose fiatValue falls outside them is left
 * out, and when none is left the request fails with AMOUNT_TOO_LOW / AMOUNT_TOO_HIGH.
 */
export function priceQuote(
  catalog: Catalog,
  snapshot: PriceSnapshot,
  subject: QuoteSubject,
  filter: MethodFilter = {},
): PricedQuote {
  const { flow, asset, fiat, amount } = subject
  const limits = flowLimits(catalog, asset, fiat, flow)
  const all: readonly MethodFixture[] =
    flow === 'onramp' ? catalog.paymentMethods : catalog.payoutMethods
  const { only, legacyOnly = false } = filter
  const methods = all.filter(
    (m) =>
      m.currencies.includes(fiat.code) &&
      (only === undefined || m.name === only.name) &&
      (!legacyOnly || !('legacy' in m) || m.legacy === true),
  )
  if (methods.length === 0) {
    throw only === undefined
      ? new SandboxError('UNSUPPORTED_CURRENCY', `no ${flow} method accepts ${fiat.code}`, {
          field: 'fiatCurrency',
        })
      : new SandboxError(
          'UNSUPPORTED_PAYMENT_METHOD',
          `${only.name} does not accept ${fiat.code}`,
          {
            field: only.field,
          },
        )
  }

  // Checks that hold for every method come first, so huge inputs fail before any pricing.
  if (amount.kind === 'fiat') {
    if (amount.cents < limits.minCents) throw limitError('AMOUNT_TOO_LOW', fiat, limits)
    if (amount.cents > limits.maxCents) throw limitError('AMOUNT_TOO_HIGH', fiat, limits)
  } else if (
    amount.units <= 0n ||
    (limits.minCryptoUnits !== null && amount.units < limits.minCryptoUnits)
  ) {
    throw limitError('AMOUNT_TOO_LOW', fiat, limits)
  }

  const rules = flow === 'onramp' ? catalog.onrampRules : catalog.offrampRules
  const priceMicro = snapshot.fiatMicro(asset, fiat)
  const base = {
    priceMicro,
    decimals: asset.decimals,
    minFeeBp: rules.minFeeBp,
    maxFeeBp: rules.maxFeeBp,
    minFeeCents: eurCentsTo(fiat, rules.minFeeEurCents),
    networkFeeCents: flow === 'onramp' ? networkFeeCents(catalog, asset, fiat) : 0n,
  } satisfies Omit<MethodPricing, 'feeBp'>

  const priced: PricedMethod[] = []
  let failure: Failure | undefined
  for (const method of methods) {
    const pricing: MethodPricing = { ...base, feeBp: method.feeBp }
    const quote =
      flow === 'onramp' ? quoteOnrampMethod(pricing, amount) : quoteOfframpMethod(pricing, amount)
    const problem = checkLimits(quote, limits)
    if (problem) failure ??= problem
    else priced.push({ method: method.name, ...quote })
  }
  if (priced.length === 0) throw limitError(failure ?? 'AMOUNT_TOO_LOW', fiat, limits)
  return { ...subject, priceMicro, priceEurMicro: snapshot.eurMicro(asset), methods: priced }
}

function checkLimits(quote: MethodQuote, limits: FlowLimits): Failure | undefined {
  if (quote.cryptoUnits <= 0n || quote.fiatCents <= 0n) return 'AMOUNT_TOO_LOW'
  if (limits.minCryptoUnits !== null && quote.cryptoUnits < limits.minCryptoUnits) {
    return 'AMOUNT_TOO_LOW'
  }
  if (quote.fiatCents < limits.minCents) return 'AMOUNT_TOO_LOW'
  if (quote.fiatCents > limits.maxCents) return 'AMOUNT_TOO_HIGH'
  return undefined
}

function limitError(code: Failure, fiat: FiatFixture, limits: FlowLimits): SandboxError {
  const min = centsToNumber(limits.minCents)
  const max = centsToNumber(limits.maxCents)
  return new SandboxError(
    code,
    code === 'AMOUNT_TOO_LOW'
      ? `amount is below the minimum (${min} ${fiat.code}, after fees)`
      : `amount is above the maximum (${max} ${fiat.code})`,
    {
      currency: fiat.code,
      minFiatValue: min,
      maxFiatValue: max,
      minCryptoAmount: limits.minCryptoUnits === null ? '-1' : String(limits.minCryptoUnits),
    },
  )
}

/** The method with the lowest applied fee (ties: the one listed first). */
export function cheapestMethod(quote: PricedQuote): PricedMethod {
  let best = quote.methods[0]!
  for (const m of quote.methods) if (m.appliedFeeCents < best.appliedFeeCents) best = m
  return best
}
