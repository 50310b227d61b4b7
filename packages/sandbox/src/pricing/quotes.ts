import type { Catalog } from '../catalog/catalog.js'
import { SandboxError } from '../errors.js'
import type { AssetFixture } from '../fixtures/assets.js'
import type { FiatFixture } from '../fixtures/currencies.js'
import { maxBig, minBig } from './bigmath.js'
import type { FlowLimits } from './limits.js'
import { centsToNumber } from './money.js'
import type { PriceSnapshot } from './priceFeed.js'
import { type BasisMethod, type MethodLimits, type QuoteBasis, quoteBasis } from './quoteBasis.js'
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

type Failure = 'AMOUNT_TOO_LOW' | 'AMOUNT_TOO_HIGH'

export interface PricedMethod extends MethodQuote {
  method: string
  /**
   * Where the requested amount misses this method's limits; the quote is then the one at the
   * limit it missed (its smallest or largest purchase), so a host can show "at least X".
   */
  missed?: Failure
}

export interface PricedQuote extends QuoteSubject {
  /** What the quote shares with every other quote of its asset, currency and flow at its step. */
  basis: QuoteBasis
  /** Fiat micro-units per whole asset unit, the exact rate the quote used. */
  priceMicro: bigint
  priceEurMicro: bigint
  /** Every method that supports the currency: those within their limits and those without. */
  methods: PricedMethod[]
}

export interface MethodFilter {
  /** Price only this method (an error names `field` when it does not take the currency). */
  only?: { name: string; field: string }
  /** Only methods the legacy quote knows (no PIX). */
  legacyOnly?: boolean
}

/**
 * Prices a quote for every method of the flow that accepts the currency (narrowed by `filter`).
 * Limits (the asset's or global ones, narrowed by the method's own) apply to each method's
 * fiatValue, `minPurchaseCryptoAmount` to its crypto amount. A method the amount fits is
 * quoted for the amount; one it misses is still listed, quoted at the limit it missed (see
 * `missed`). When no method fits, the request fails with AMOUNT_TOO_LOW / AMOUNT_TOO_HIGH.
 * What does not depend on the amount comes from the price step's `quoteBasis`.
 */
export function priceQuote(
  catalog: Catalog,
  snapshot: PriceSnapshot,
  subject: QuoteSubject,
  filter: MethodFilter = {},
): PricedQuote {
  const { flow, asset, fiat, amount } = subject
  const basis = quoteBasis(catalog, snapshot, flow, asset, fiat)
  const { limits } = basis
  const { only, legacyOnly = false } = filter
  const methods =
    only === undefined && !legacyOnly
      ? basis.methods
      : basis.methods.filter(
          ({ method: m }) =>
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

  const priced: PricedMethod[] = []
  // one quote per group of methods with the same fee and limits
  const byGroup: PricedMethod[] = []
  let failure: Failure | undefined
  let anyFits = false
  for (const entry of methods) {
    const name = entry.method.name
    const twin = byGroup[entry.group]
    const quote =
      twin === undefined ? priceWithinLimits(flow, entry, amount) : named(name, twin, twin.missed)
    byGroup[entry.group] ??= quote
    if (quote.missed === undefined) anyFits = true
    else failure ??= quote.missed
    priced.push(quote)
  }
  if (!anyFits) {
    throw limitError(failure ?? 'AMOUNT_TOO_LOW', fiat, widest(methods.map((m) => m.limits)))
  }
  return {
    flow,
    asset,
    fiat,
    amount,
    basis,
    priceMicro: basis.priceMicro,
    priceEurMicro: basis.priceEurMicro,
    methods: priced,
  }
}

/**
 * A method's quote under its name. Written out field by field: spreading objects of bigints
 * (`{ method, ...quote }`) cost more than pricing the quote itself.
 */
function named(method: string, quote: MethodQuote, missed?: Failure): PricedMethod {
  const priced: PricedMethod = {
    method,
    fiatCents: quote.fiatCents,
    cryptoUnits: quote.cryptoUnits,
    baseFeeCents: quote.baseFeeCents,
    appliedFeeCents: quote.appliedFeeCents,
    networkFeeCents: quote.networkFeeCents,
  }
  if (missed !== undefined) priced.missed = missed
  return priced
}

/** The method quoted for the amount, or at the limit the amount misses. */
function priceWithinLimits(flow: Flow, entry: BasisMethod, amount: QuoteAmount): PricedMethod {
  const { pricing, limits } = entry
  const quote = priceMethod(flow, pricing, amount)
  const missed = checkLimits(quote, limits)
  if (missed === undefined) return named(entry.method.name, quote)
  const atLimit =
    missed === 'AMOUNT_TOO_LOW'
      ? smallestQuote(flow, pricing, limits)
      : largestQuote(flow, pricing, limits)
  return named(entry.method.name, atLimit, missed)
}

function priceMethod(flow: Flow, pricing: MethodPricing, amount: QuoteAmount): MethodQuote {
  return flow === 'onramp'
    ? quoteOnrampMethod(pricing, amount)
    : quoteOfframpMethod(pricing, amount)
}

/** The method's smallest purchase: its minimum fiat, raised until it buys the minimum crypto. */
function smallestQuote(flow: Flow, pricing: MethodPricing, limits: MethodLimits): MethodQuote {
  const minUnits = maxBig(1n, limits.minCryptoUnits ?? 1n)
  if (flow === 'onramp') {
    const forUnits = quoteOnrampMethod(pricing, { kind: 'crypto', units: minUnits }).fiatCents
    const cents = maxBig(limits.minCents, forUnits)
    return quoteOnrampMethod(pricing, { kind: 'fiat', cents })
  }
  const forCents = quoteOfframpMethod(pricing, { kind: 'fiat', cents: limits.minCents }).cryptoUnits
  return quoteOfframpMethod(pricing, { kind: 'crypto', units: maxBig(minUnits, forCents) })
}

/** The method's largest purchase: its maximum fiat. */
function largestQuote(flow: Flow, pricing: MethodPricing, limits: MethodLimits): MethodQuote {
  return priceMethod(flow, pricing, { kind: 'fiat', cents: limits.maxCents })
}

function checkLimits(quote: MethodQuote, limits: MethodLimits): Failure | undefined {
  if (quote.cryptoUnits <= 0n || quote.fiatCents <= 0n) return 'AMOUNT_TOO_LOW'
  if (limits.minCryptoUnits !== null && quote.cryptoUnits < limits.minCryptoUnits) {
    return 'AMOUNT_TOO_LOW'
  }
  if (quote.fiatCents < limits.minCents) return 'AMOUNT_TOO_LOW'
  if (quote.fiatCents > limits.maxCents) return 'AMOUNT_TOO_HIGH'
  return undefined
}

/** The range any of the methods covers, for the error when none fits. */
function widest(ranges: readonly MethodLimits[]): FlowLimits {
  const [first, ...rest] = ranges
  let { minCents, maxCents } = first!
  for (const r of rest) {
    minCents = minBig(minCents, r.minCents)
    maxCents = maxBig(maxCents, r.maxCents)
  }
  return { ...first!, minCents, maxCents }
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

/** The method with the lowest applied fee among those the amount fits (ties: listed first). */
export function cheapestMethod(quote: PricedQuote): PricedMethod {
  const fitting = quote.methods.filter((m) => m.missed === undefined)
  let best = fitting[0]!
  for (const m of fitting) if (m.appliedFeeCents < best.appliedFeeCents) best = m
  return best
}
